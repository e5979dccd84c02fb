// One simulated day: its patients, leads, agents, centres and messages on one clock,
// the injected failures at fixed hours, then the clock left running until every promise made
// that day has fallen due, and the rates read back through lib/promises' own queries.
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/lib/db/rows';
import { createRng } from '@/lib/db/seed/prng';
import { env } from '@/lib/env';
import { indiaInstant } from '@/lib/locale/india';
import {
  promiseOutcomes,
  promiseSettings,
  reportTurnaround,
  summariseAll,
  type CentreTurnaround,
  type RateSummary,
  type Threshold,
  type PromiseKey,
} from '@/lib/promises';
import { scheduleAgents } from './agents';
import { resetHabits } from './centres';
import { gateway, startMessaging } from './messaging';
import type { SimOptions } from './options';
import { checkKept, scheduleBookings, scheduleLeads } from './patients';
import { HOUR, type Sim } from './sim';
import { staffingPlan, type StaffingPlan } from './staffing';
import { Timeline } from './timeline';
import { World } from './world';

/** Bookings are for today or the next days, reports take up to two days: four days cover all. */
const FOLLOW_DAYS = 4;

export interface DayResult {
  rates: RateSummary[];
  /** Report turnaround per centre, worst first (lib/promises/turnaround.ts). */
  turnaround: CentreTurnaround[];
  counts: Record<string, number>;
  /** Requests to the provider with a key it had delivered already (it did not deliver again). */
  providerRepeats: number;
  events: number;
  runMs: number;
  failures: { label: string; at: string }[];
  /** The agents on duty hour by hour, and the forecast they came from. */
  staffing: StaffingPlan;
}

/** Where the injected failures fall, India time on the simulated day. */
const AT = { kill: 10 * 60 + 30, sms: 11 * 60, db: 15 * 60 };

export async function simulateDay(
  options: SimOptions,
  budget?: Record<PromiseKey, Threshold>,
): Promise<DayResult> {
  const started = Date.now();
  resetHabits();
  const config = env();
  const start = indiaInstant(options.day, 0).getTime();
  const end = start + FOLLOW_DAYS * 24 * HOUR;
  const plan = staffingPlan(options, {
    callHours: config.CALL_HOURS,
    callBackMinutes: config.CALL_BACK_MINUTES,
    openingMinutes: config.CALL_BACK_OPENING_MINUTES,
  });
  const world = await World.create(plan.most);
  const root = createRng(options.seed);
  const sim: Sim = {
    options,
    clock: new Timeline(start),
    world,
    rng: (label) => root.fork(label),
    settings: {
      callHours: config.CALL_HOURS,
      callBackMinutes: config.CALL_BACK_MINUTES,
      channel: config.MESSAGE_CHANNEL,
      retryLimit: config.MESSAGE_RETRY_LIMIT,
      retryDelaySeconds: config.MESSAGE_RETRY_DELAY_SECONDS,
    },
    server: { killAt: null, backAt: 0, loseNextAnswer: false, loseNextSend: false },
    ledger: [],
    told: [],
    toldLeads: [],
    idleAgents: new Set(),
    nudge: () => undefined,
    silentCentre: null,
    counts: {},
  };
  const failures: DayResult['failures'] = [];
  const at = (minutes: number) => indiaInstant(options.day, minutes).getTime();
  const g = gateway(sim);
  try {
    if (options.failures.includes('centre')) {
      sim.silentCentre = world.offers[0]!.centreId;
      failures.push({ label: `centre ${sim.silentCentre} never answers`, at: 'all day' });
    }
    if (options.failures.includes('sms')) {
      g.outage = [at(AT.sms), at(AT.sms) + HOUR];
      failures.push({ label: 'SMS provider down for an hour', at: '11:00' });
    }
    if (options.failures.includes('kill')) {
      sim.clock.at(at(AT.kill), () => {
        sim.server = {
          killAt: sim.clock.now,
          backAt: sim.clock.now + 20_000,
          loseNextAnswer: true,
          loseNextSend: true,
        };
      });
      failures.push({ label: 'app server killed (back in 20 s)', at: '10:30' });
    }
    if (options.failures.includes('db')) {
      sim.clock.at(at(AT.db), async () => {
        const data = await world.stop();
        sim.clock.after(30_000, () => world.restart(data));
      });
      failures.push({ label: 'database restarted (down 30 s)', at: '15:00' });
    }
    sim.nudge = startMessaging(sim, g, end);
    scheduleBookings(sim);
    scheduleLeads(sim);
    scheduleAgents(sim, start + 2 * 24 * HOUR, plan.at);
    // Done when no patient, agent or centre has anything left to do and no message waits.
    const events = await sim.clock.runUntil(end, async () => {
      const [row] = rowsOf<{ n: number }>(
        await world.db.execute(
          sql`select count(*)::int as n from messages where status = 'pending'`,
        ),
      );
      return row!.n === 0;
    });
    // Judged as of the last day's end: once settled, nothing more would change.
    await checkKept(sim);
    const span = { from: new Date(start), to: new Date(end), asOf: new Date(end) };
    const outcomes = await promiseOutcomes(world.db, span, promiseSettings(config));
    const turnaround = await reportTurnaround(world.db, span);
    outcomes.lost = sim.ledger;
    return {
      rates: summariseAll(outcomes, budget),
      turnaround,
      counts: sim.counts,
      providerRepeats: g.repeats,
      events,
      runMs: Date.now() - started,
      failures,
      staffing: plan,
    };
  } finally {
    await world.close();
  }
}
