// The promises as this deployment makes them (its call-back minutes; each lead keeps the time it
// was promised), for the rate queries: the simulator and the operations console read them from
// the same environment.
import type { Env } from '@/lib/env/schema';
import { QUIET_FROM, QUIET_UNTIL } from '@/lib/messages';
import type { PromiseSettings } from './rates';

/** The promises as this deployment makes them: its call-back minutes and quiet hours. */
export function promiseSettings(env: Pick<Env, 'CALL_BACK_MINUTES'>): PromiseSettings {
  return {
    callBackMinutes: env.CALL_BACK_MINUTES,
    quietFromMinutes: QUIET_FROM,
    quietUntilMinutes: QUIET_UNTIL,
  };
}
