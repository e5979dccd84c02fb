// Hands the messages feature's minute job the call-back queue's promise check, once per process
// that runs jobs (instrumentation.ts, scripts/worker.ts): the lead queue uses messages, and
// messages do not import it back.
import '@/lib/server-api/server-only';
import { env } from '@/lib/env';
import { sweepEachMinute } from '@/lib/messages';
import { sweepCallBackPromises } from './at-risk';

export function connectLeadQueue(): void {
  sweepEachMinute('call-back promises', async (db, now) => {
    await sweepCallBackPromises(db, now, env().CALL_HOURS);
  });
}
