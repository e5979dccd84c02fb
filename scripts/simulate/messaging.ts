// Messages on the simulated clock: the real sweep (sweepDueMessages) turns due messages into
// jobs and the real sender (sendMessage) sends them, with the same retry settings and pg-boss's
// backoff; only the queue's storage is the simulator's (pg-boss keeps jobs in the database and
// polls on the wall clock; its crash safety has its own test, lib/messages/queue-crash.db.test.ts).
// The provider is a gateway that honours the Idempotency-Key: a key sent twice is delivered once,
// and counted.
import { sweepDeadlines } from '@/lib/booking';
import { sweepCallBackPromises } from '@/lib/lead-queue/at-risk';
import { sendMessage, type SendOrder } from '@/lib/messages/send';
import { reminderStopLink } from '@/lib/messages/stop';
import { sweepDueMessages, type RetrySettings } from '@/lib/messages/sweep';
import { SmsDeliveryError, type SmsMessage, type SmsProvider } from '@/lib/sms';
import { between, MINUTE, type Sim } from './sim';

/**
 * The deadlines cron runs every minute (lib/messages/runtime.ts); the servers' message sweep runs
 * every 10 s looking 20 s ahead. Here one sweep a minute looks 70 s ahead: each job still starts
 * at its message's due time, and a day needs a sixth of the sweeps.
 */
const TICK_MS = MINUTE;
const HORIZON_MS = 70_000;

export interface Gateway {
  provider: SmsProvider;
  /** Deliveries per idempotency key. */
  delivered: Map<string, number>;
  /** Requests with a key already delivered (answered, not delivered again). */
  repeats: number;
  /** When the gateway is down, as [from, to). */
  outage: [number, number] | null;
}

export function gateway(sim: Sim): Gateway {
  const g: Gateway = {
    delivered: new Map(),
    repeats: 0,
    outage: null,
    provider: {
      send: async (message: SmsMessage) => {
        const now = sim.clock.now;
        if (g.outage && now >= g.outage[0] && now < g.outage[1]) {
          throw new SmsDeliveryError('The SMS provider is not answering (503).');
        }
        const key = message.idempotencyKey ?? '';
        if (g.delivered.has(key)) g.repeats++;
        else g.delivered.set(key, now);
        if (sim.server.loseNextSend) {
          // The process died after the provider took the message and before it was marked sent.
          sim.server.loseNextSend = false;
          throw new Error('The server was killed while sending.');
        }
      },
    } as SmsProvider,
  };
  return g;
}

/** Starts the sweeps, the senders and the deadlines cron on the simulated clock. */
export function startMessaging(sim: Sim, g: Gateway, until: number): () => void {
  const rng = sim.rng('queue');
  const retry: RetrySettings = {
    retryLimit: sim.settings.retryLimit,
    retryDelaySeconds: sim.settings.retryDelaySeconds,
    expireSeconds: 60,
  };
  const queued = new Set<string>();
  const run = (order: SendOrder, retryCount: number) => async () => {
    try {
      await sendMessage(order, {
        db: sim.world.db,
        provider: () => g.provider,
        siteUrl: 'https://diagnobook.example',
        stopLink: reminderStopLink,
        callBackMinutes: sim.settings.callBackMinutes,
        now: sim.clock.date,
        lastAttempt: retryCount >= retry.retryLimit,
      });
    } catch {
      if (retryCount >= retry.retryLimit) return;
      // pg-boss 10's backoff: delay * 2^n / 2, plus up to as much again at random.
      // Its random part drawn from the due time and the try, not from the order messages of
      // equal times come in (their ids are random), so a run depends on its seed alone.
      const base = (retry.retryDelaySeconds * 2 ** Math.min(16, retryCount + 1)) / 2;
      const jitter = rng.fork(`${order.dueAt}:${retryCount}`).next();
      sim.clock.after((base + base * jitter) * 1000, run(order, retryCount + 1));
    }
  };
  const boss = {
    insert: async (jobs: { id?: string; data?: object; startAfter?: Date | string | number }[]) => {
      for (const job of jobs) {
        if (queued.has(job.id!)) continue; // pg-boss: ON CONFLICT (id) DO NOTHING
        queued.add(job.id!);
        const at = new Date(job.startAfter as Date).getTime();
        sim.clock.at(at, run(job.data as SendOrder, 0));
      }
    },
  };
  const sweep = async () => {
    try {
      await sweepDueMessages(sim.world.db, boss as never, sim.clock.date, retry, HORIZON_MS);
    } catch {
      // The database is restarting: the next sweep finds the same rows.
    }
  };
  sim.clock.every(TICK_MS, sim.clock.now, until, async () => {
    try {
      await sweepDeadlines(sim.world.db, sim.clock.date);
      const atRisk = await sweepCallBackPromises(
        sim.world.db,
        sim.clock.date,
        sim.settings.callHours,
      );
      if (atRisk.length) sim.counts.leads_at_risk = (sim.counts.leads_at_risk ?? 0) + atRisk.length;
    } catch {
      // As below: the cron's next minute takes what this one could not.
    }
    await sweep();
  });
  let pending = false;
  return () => {
    // A route's nudge: one sweep soon after, shared by the writes meanwhile.
    if (pending) return;
    pending = true;
    sim.clock.after(between(rng, 50, 200), async () => {
      pending = false;
      await sweep();
    });
  };
}
