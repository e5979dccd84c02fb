import type PgBoss from 'pg-boss';
import type { DbHandle } from '@/lib/db/connect';
import type { Env } from '@/lib/env/schema';
import { ensureQueue, openQueue } from '@/lib/jobs/queue';
import { logger } from '@/lib/log';
import { channelProviderFor, type SmsProvider } from '@/lib/sms';
import { bookingsForMessages } from './bookings';
import { minuteSweeps } from './minute-sweeps';
import { reminderStopLink } from './stop';
import { sendMessage, type SendOrder } from './send';
import { MESSAGE_QUEUE, sweepDueMessages, type RetrySettings } from './sweep';

const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export interface Messaging {
  boss: PgBoss;
  /** Queues what has fallen due now (after a booking), instead of at the next sweep. */
  nudge(): void;
  stop(): Promise<void>;
}

/** The booking lifecycle's clock (lib/booking/deadlines.ts): once a minute, one server runs it. */
export const DEADLINES_QUEUE = 'booking-deadlines';

/** Seconds between sweeps of each working process. */
const SWEEP_SECONDS = 10;

/**
 * Nudges (one per booking) sweep at most this often: a quiet server's nudge sweeps at once, and
 * under a peak the bookings of half a second share one sweep. Each sweep is three statements,
 * and back to back they took about a fifth of the server's statements under 20 booking
 * clients (npm run bench); a message waits longer than this for a sender's poll
 * (JOBS_POLL_SECONDS) anyway.
 */
export const NUDGE_INTERVAL_MS = 500;

/**
 * Messages each process sends at once: a provider that hangs until its timeout (or a channel
 * that is down) holds up one sender, not every message behind it.
 */
export const SENDERS_PER_PROCESS = 4;

/**
 * Jobs each sender takes at a time, sent side by side. pg-boss 10 waits its polling interval
 * after each fetch, so one job a fetch held a process to two messages a second: the evening's
 * preparation reminders queued up for half an hour. Ten make it 20 a second (72,000 an hour)
 * with the default interval, and that bound is kept on purpose: sending is background work
 * that must not take the thread from the patients' requests under a peak of bookings (woken
 * at every sweep, the senders took most of it in \`npm run bench\`). More processes
 * (\`npm run worker\`) send more.
 */
export const SEND_BATCH = 10;

interface MessagingOptions {
  work: boolean;
  clock?: () => Date;
  /** The channel's provider; by default the one the environment names (lib/sms). */
  providerFor?: (channel: 'sms' | 'whatsapp') => SmsProvider;
}

/**
 * Opens the queue on this process's database and, when `work`, sends due messages: the app
 * servers by default (JOBS_IN_SERVER), or `npm run worker`.
 */
export async function startMessaging(
  handle: DbHandle,
  env: Env,
  { work, clock = () => new Date(), providerFor }: MessagingOptions,
): Promise<Messaging> {
  const boss = await openQueue(handle, { supervise: work });
  const retry: RetrySettings = {
    retryLimit: env.MESSAGE_RETRY_LIMIT,
    retryDelaySeconds: env.MESSAGE_RETRY_DELAY_SECONDS,
    expireSeconds: env.MESSAGE_EXPIRE_SECONDS,
  };
  await ensureQueue(handle, boss, MESSAGE_QUEUE, {
    retryLimit: retry.retryLimit,
    retryDelay: retry.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: retry.expireSeconds,
  });
  const db = handle.primary;
  // One sweep at a time, and the nudges that arrive meanwhile share one more: under load
  // (hundreds of bookings a second) a sweep per booking would double the database's work.
  let sweeping: Promise<void> = Promise.resolve();
  let running = false;
  let again = false;
  const sweep = (): Promise<void> => {
    if (running) {
      again = true;
      return sweeping;
    }
    running = true;
    sweeping = (async () => {
      do {
        again = false;
        await sweepDueMessages(db, boss, clock(), retry).catch((error) =>
          logger.error({ err: error }, 'message sweep failed'),
        );
      } while (again);
      running = false;
    })();
    return sweeping;
  };
  let lastNudged = -Infinity;
  let nudgeTimer: NodeJS.Timeout | undefined;
  const nudge = () => {
    if (nudgeTimer) return; // a sweep is already due: it will see this booking's messages
    const wait = lastNudged + NUDGE_INTERVAL_MS - Date.now();
    const run = () => {
      nudgeTimer = undefined;
      lastNudged = Date.now();
      void sweep();
    };
    if (wait <= 0) run();
    else nudgeTimer = setTimeout(run, wait);
  };
  const provider = providerFor ?? ((channel) => channelProviderFor(env, db, channel));
  let timer: NodeJS.Timeout | undefined;
  if (work) {
    const send = (job: PgBoss.JobWithMetadata<SendOrder>) =>
      sendMessage(job.data, {
        db,
        provider,
        siteUrl: env.SITE_URL,
        stopLink: reminderStopLink,
        callBackMinutes: env.CALL_BACK_MINUTES,
        now: clock(),
        lastAttempt: job.retryCount >= job.retryLimit,
      });
    for (let k = 0; k < SENDERS_PER_PROCESS; k++) {
      await boss.work<SendOrder>(
        MESSAGE_QUEUE,
        {
          includeMetadata: true,
          batchSize: SEND_BATCH,
          pollingIntervalSeconds: env.JOBS_POLL_SECONDS,
        },
        async (jobs) => {
          const outcomes = await Promise.allSettled(jobs.map(send));
          // Each job is retried or completed on its own: pg-boss completes the batch's jobs
          // still active once this returns, and a failed one is no longer active.
          await Promise.all(
            outcomes.map((outcome, j) =>
              outcome.status === 'rejected'
                ? boss.fail(MESSAGE_QUEUE, jobs[j]!.id, { message: errorMessage(outcome.reason) })
                : null,
            ),
          );
        },
      );
    }
    await ensureQueue(handle, boss, DEADLINES_QUEUE, { retryLimit: 0, expireInSeconds: 60 });
    // pg-boss's cron: each minute one job for the whole cluster, whichever server takes it.
    await boss.schedule(DEADLINES_QUEUE, '* * * * *');
    await boss.work(DEADLINES_QUEUE, { pollingIntervalSeconds: 5 }, async () => {
      const now = clock();
      const done = await bookingsForMessages().sweepDeadlines(db, now);
      if (done.escalated || done.late || done.lateReports)
        logger.info(done, 'booking deadlines passed');
      for (const sweep of minuteSweeps()) await sweep(db, now);
    });
    await sweep();
    timer = setInterval(() => void sweep(), SWEEP_SECONDS * 1000);
    timer.unref();
  }
  return {
    boss,
    nudge,
    stop: async () => {
      if (timer) clearInterval(timer);
      // A nudge still waiting sweeps now: what its booking planned is queued before the stop.
      if (nudgeTimer) {
        clearTimeout(nudgeTimer);
        nudgeTimer = undefined;
        void sweep();
      }
      await sweeping;
      await boss.stop({ graceful: true, wait: true, close: false, timeout: 10_000 });
    },
  };
}
