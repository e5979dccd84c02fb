// The promises as this deployment makes them (its call hours and call-back minutes), for the
// rate queries: the simulator and the operations console read them from the same environment.
import type { Env } from '@/lib/env/schema';
import { withinCallHours, QUIET_FROM, QUIET_UNTIL } from '@/lib/messages';
import type { PromiseSettings } from './rates';

/** The promises as this deployment makes them: its call hours and call-back minutes. */
export function promiseSettings(
  env: Pick<Env, 'CALL_HOURS' | 'CALL_BACK_MINUTES'>,
): PromiseSettings {
  return {
    callBackMinutes: env.CALL_BACK_MINUTES,
    withinCallHours: (at) => withinCallHours(at, env.CALL_HOURS),
    quietFromMinutes: QUIET_FROM,
    quietUntilMinutes: QUIET_UNTIL,
  };
}
