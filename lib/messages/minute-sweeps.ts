// Work another feature wants done each minute by the one process that takes the minute's job
// (the call-back queue's promise check, lib/lead-queue/connect.ts): handed over at start-up, as
// bookings are (lib/messages/bookings.ts), so that messages import neither.
import type { Db } from '@/lib/db/connect';
import { processPort } from '@/lib/server-process/port';

export type MinuteSweep = (db: Db, now: Date) => Promise<void>;

const port = processPort<Map<string, MinuteSweep>>('messages.minute-sweeps', 'no minute sweeps');

/** Adds (or replaces, by name) a sweep to run each minute in this process. */
export function sweepEachMinute(name: string, sweep: MinuteSweep): void {
  const sweeps = port.peek() ?? new Map<string, MinuteSweep>();
  sweeps.set(name, sweep);
  port.tell(sweeps);
}

/** The sweeps handed over in this process, none when nothing was. */
export function minuteSweeps(): MinuteSweep[] {
  return [...(port.peek()?.values() ?? [])];
}
