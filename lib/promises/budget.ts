// The promise budget: every rate's threshold, in this one file. `npm run simulate`
// exits non-zero when a simulated day breaks one, and the operations console marks a real day
// that does. A share is kept / cases; `maxBroken` is for what must never happen at all.
import type { PromiseKey } from './promises';

export interface Threshold {
  /** The lowest share of cases kept. */
  minShare?: number;
  /** The most broken cases allowed. */
  maxBroken?: number;
  /** Call-backs only: the highest median and 90th percentile wait, in minutes. */
  maxMedianMinutes?: number;
  maxP90Minutes?: number;
}

export const PROMISE_BUDGET: Record<PromiseKey, Threshold> = {
  // Agents work the queue in call hours; a lunchtime peak may keep one in ten waiting longer.
  call_back: { minShare: 0.9, maxMedianMinutes: 15, maxP90Minutes: 30 },
  // The cron runs every minute: every booking is answered or in operations' hands by its time.
  centre_answer: { minShare: 1 },
  late_credited: { minShare: 1 },
  late_reports_credited: { minShare: 1 },
  // Centres keep their own turnaround; a slow lab's bad day must still leave 9 in 10 on time.
  reports_on_time: { minShare: 0.9 },
  // Reminders falling due while the SMS provider is down go out late; an hour's outage in a
  // day may cost up to 3 in 100 (the simulated day, with its outage at 11 AM).
  preparation_on_time: { minShare: 0.97 },
  quiet_hours: { maxBroken: 0 },
  // An hour-long provider outage is retried through (MESSAGE_RETRY_LIMIT, with backoff).
  messages_delivered: { minShare: 0.99 },
  overbooked: { maxBroken: 0 },
  lost: { maxBroken: 0 },
};
