// How many agents each hour of the coming week needs to keep the call-back promise: leads per
// hour of the week from the last four weeks, the time agents measurably spend on a call, and
// Erlang C (erlang-c.ts) for the fewest agents that call the target share of leads back within
// CALL_BACK_MINUTES. Hours are India's; the week's 168 hours start at the next whole hour.
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import { IST_OFFSET_MS } from '@/lib/locale/india';
import {
  agentsNeeded,
  averageSpeedOfAnswer,
  erlangC,
  occupancy,
  serviceLevel,
  trafficIntensity,
} from './erlang-c';

const HOUR_MS = 3_600_000;
export const WEEK_HOURS = 168;
/** How far back arrivals and handle times are read. */
export const HISTORY_WEEKS = 4;
/** The share of leads to call back within the promise. */
export const TARGET_SHARE = 0.95;
/** Fewer measured calls than this, and the handle time is the fallback below. */
export const MIN_MEASURED_CALLS = 20;
/** The handle time assumed without enough measured calls: a call of a few minutes and its notes. */
export const FALLBACK_HANDLE_SECONDS = 300;
/**
 * A claim held longer than this before its outcome is not one call (the agent left it open and
 * came back): it is left out of the mean rather than stretching it.
 */
export const LONGEST_CALL_SECONDS = 3600;

export interface ForecastSettings {
  callBackMinutes: number;
  /**
   * A lead asked while call hours are closed is promised a call within this many minutes of
   * their opening (CALL_BACK_OPENING_MINUTES, lib/messages callBackDeadline).
   */
  openingMinutes: number;
  /** CALL_HOURS as the messages feature reads it (lib/messages, withinCallHours). */
  withinCallHours: (at: Date) => boolean;
  targetShare?: number;
}

/** What the forecast is computed from: arrivals by India hour, and measured calls. */
export interface History {
  /** The span read: from the first lead (at most four weeks back) to the current hour. */
  from: Date;
  to: Date;
  /** Leads asked, by India hour index (whole hours since 1970-01-01 00:00 India time). */
  arrivals: Map<number, number>;
  /** Seconds from an agent's claim of a lead to the outcome they recorded, one per call. */
  callSeconds: number[];
}

export interface HandleTime {
  seconds: number;
  /** Calls measured (the claim-to-outcome pairs kept), and whether there were enough. */
  calls: number;
  measured: boolean;
  /** Calls per lead asked (retries and call-backs are calls too), at least 1. */
  callsPerLead: number;
}

export interface HourForecast {
  start: Date;
  /** India's weekday (0 Sunday) and hour. */
  weekday: number;
  hour: number;
  callHour: boolean;
  /** Leads expected in the hour, with those asked outside call hours before it. */
  leadsPerHour: number;
  /** Of those, the ones asked while call hours were closed (served at the opening hour). */
  carriedIn: number;
  /**
   * The agents who clear those by their stated time: all waiting at the opening, each agent
   * ending as many calls as fit in the opening window. Not Erlang C: they arrive at once.
   */
  carriedAgents: number;
  /** Calls per hour of the hour's own leads (leads x calls per lead): Erlang C's arrivals. */
  callsPerHour: number;
  traffic: number;
  /** Agents needed: Erlang C's for the hour's own calls, plus the carried leads' agents. */
  agents: number;
  /** For the hour's own calls, at Erlang C's agents (at least one): the chance a lead waits at all, the share whose call ends within the promise, ASA. */
  waitChance: number;
  serviceLevel: number;
  averageWaitSeconds: number;
  occupancy: number;
}

export interface StaffingForecast {
  history: { from: Date; to: Date; weeks: number; leads: number };
  handle: HandleTime;
  callBackMinutes: number;
  targetShare: number;
  /** The longest wait for an agent that still keeps the promise: the promise less a call. */
  targetWaitSeconds: number;
  hours: HourForecast[];
}

/** Whole hours since the epoch, India time: an India hour's index. */
export const indiaHourIndex = (at: Date) => Math.floor((at.getTime() + IST_OFFSET_MS) / HOUR_MS);
const hourStart = (index: number) => new Date(index * HOUR_MS - IST_OFFSET_MS);
/** 1 January 1970 was a Thursday. */
const weekdayOf = (index: number) => (Math.floor(index / 24) + 4) % 7;
/** The hour of the week, 0 (Sunday 00:00) to 167. */
/** An India hour's place in the week (0 = Sunday 00:00). */
export const slotOf = (index: number) => weekdayOf(index) * 24 + (index % 24);

/** An hour is a call hour when call hours are open at any point of it (its start or its end). */
function callSlots(withinCallHours: (at: Date) => boolean): boolean[] {
  // Any week will do: 4 January 1970 was a Sunday, India hour index 72.
  return Array.from({ length: WEEK_HOURS }, (_, slot) => {
    const start = hourStart(72 + slot);
    return withinCallHours(start) || withinCallHours(new Date(start.getTime() + HOUR_MS - 60_000));
  });
}

/** The call hour a lead asked in `slot` is served in: that hour, or the next opening. */
function servedIn(slot: number, open: boolean[]): number | null {
  for (let k = 0; k < WEEK_HOURS; k++) {
    const s = (slot + k) % WEEK_HOURS;
    if (open[s]) return s;
  }
  return null;
}

/** The handle time from measured calls, or the fallback when there are too few. */
export function handleTimeOf(callSeconds: number[], leads: number): HandleTime {
  const kept = callSeconds.filter((s) => s > 0 && s <= LONGEST_CALL_SECONDS);
  if (kept.length < MIN_MEASURED_CALLS) {
    return {
      seconds: FALLBACK_HANDLE_SECONDS,
      calls: kept.length,
      measured: false,
      callsPerLead: 1,
    };
  }
  const mean = kept.reduce((sum, s) => sum + s, 0) / kept.length;
  return {
    seconds: mean,
    calls: kept.length,
    measured: true,
    callsPerLead: leads > 0 ? Math.max(1, kept.length / leads) : 1,
  };
}

/**
 * The coming week from a history (pure: the simulator builds its own history). The mean of
 * the handle time is Erlang C's input (A = arrivals x mean); a median would understate it.
 */
export function forecastWeek(
  history: History,
  settings: ForecastSettings,
  now: Date,
  /** A handle time known otherwise (the simulator's agents), instead of the measured one. */
  known?: HandleTime,
): StaffingForecast {
  const targetShare = settings.targetShare ?? TARGET_SHARE;
  const open = callSlots(settings.withinCallHours);
  const fromIndex = indiaHourIndex(history.from);
  const toIndex = indiaHourIndex(history.to);
  const seen = new Array<number>(WEEK_HOURS).fill(0);
  for (let i = fromIndex; i < toIndex; i++) seen[slotOf(i)]!++;

  // Leads per hour of the week, each counted where it is served.
  const own = new Array<number>(WEEK_HOURS).fill(0);
  const carried = new Array<number>(WEEK_HOURS).fill(0);
  let leads = 0;
  for (const [index, count] of history.arrivals) {
    if (index < fromIndex || index >= toIndex) continue;
    leads += count;
    const slot = slotOf(index);
    const served = servedIn(slot, open);
    if (served === null) continue;
    (served === slot ? own : carried)[served]! += count;
  }
  // A slot's carried leads come from the closed hours before it: they are averaged over the
  // weeks of those hours, which are the weeks of the opening hour itself (give or take one).
  const perHour = (total: number, slot: number) => (seen[slot]! > 0 ? total / seen[slot]! : 0);

  const handle = known ?? handleTimeOf(history.callSeconds, leads);
  // The promise is judged when the call's outcome is recorded (lib/promises, callBacks), at
  // the call's end: so the wait Erlang C must keep short is the promise less a call's length.
  const target = {
    serviceLevel: targetShare,
    targetSeconds: Math.max(0, settings.callBackMinutes * 60 - handle.seconds),
    handleSeconds: handle.seconds,
  };
  // Calls one agent ends within the opening window, one after another (at least one).
  const callsPerAgentInWindow = Math.max(
    1,
    Math.floor((settings.openingMinutes * 60) / Math.max(1, handle.seconds)),
  );
  const first = indiaHourIndex(now) + 1;
  const hours = Array.from({ length: WEEK_HOURS }, (_, k): HourForecast => {
    const index = first + k;
    const slot = slotOf(index);
    const callHour = open[slot]!;
    const carriedIn = callHour ? perHour(carried[slot]!, slot) : 0;
    const ownLeads = callHour ? perHour(own[slot]!, slot) : 0;
    const callsPerHour = ownLeads * handle.callsPerLead;
    const traffic = trafficIntensity(callsPerHour, handle.seconds);
    const carriedAgents = Math.ceil((carriedIn * handle.callsPerLead) / callsPerAgentInWindow);
    // Someone must answer in every call hour, however quiet it was.
    const erlang = callHour
      ? Math.max(carriedAgents > 0 ? 0 : 1, agentsNeeded(traffic, target))
      : 0;
    const at = Math.max(1, erlang);
    return {
      start: hourStart(index),
      weekday: weekdayOf(index),
      hour: index % 24,
      callHour,
      leadsPerHour: ownLeads + carriedIn,
      carriedIn,
      carriedAgents,
      callsPerHour,
      traffic,
      agents: erlang + carriedAgents,
      waitChance: erlangC(traffic, at),
      serviceLevel: serviceLevel(traffic, at, target.targetSeconds, handle.seconds),
      averageWaitSeconds: averageSpeedOfAnswer(traffic, at, handle.seconds),
      occupancy: occupancy(traffic, at),
    };
  });
  return {
    history: {
      from: history.from,
      to: history.to,
      weeks: Math.max(0, (toIndex - fromIndex) / WEEK_HOURS),
      leads,
    },
    handle,
    callBackMinutes: settings.callBackMinutes,
    targetShare,
    targetWaitSeconds: target.targetSeconds,
    hours,
  };
}

/**
 * The last four weeks (up to the current India hour) as the database recorded them: leads by
 * hour asked, and each call's time from the agent's claim (audit 'lead.claimed') to the outcome
 * they recorded on it (audit 'lead.outcome'), when nothing else (a release, another outcome)
 * came between. A deployment younger than four weeks is read from its first lead.
 */
export async function readHistory(db: Db, now: Date): Promise<History> {
  const to = hourStart(indiaHourIndex(now));
  const windowFrom = new Date(to.getTime() - HISTORY_WEEKS * WEEK_HOURS * HOUR_MS);
  const [first] = rowsOf<{ created_at: string | Date }>(
    await db.execute(sql`select created_at from leads order by id limit 1`),
  );
  const firstAt = first ? new Date(first.created_at) : to;
  const from = firstAt > windowFrom ? firstAt : windowFrom;
  const offset = IST_OFFSET_MS / 1000;
  const [arrivals, callSeconds] = await Promise.all([
    db.execute(sql`
      select floor((extract(epoch from created_at) + ${offset}) / 3600)::int as hour,
             count(*)::int as leads
        from leads
       where created_at >= ${from.toISOString()} and created_at < ${to.toISOString()}
       group by 1`),
    readCallSeconds(db, from, to),
  ]);
  return {
    from,
    to,
    arrivals: new Map(
      rowsOf<{ hour: number; leads: number }>(arrivals).map((r) => [
        Number(r.hour),
        Number(r.leads),
      ]),
    ),
    callSeconds,
  };
}

/**
 * Each call's seconds from the agent's claim (audit 'lead.claimed') to the outcome they recorded
 * on it (audit 'lead.outcome'), for outcomes in [from, to), when nothing else (a release, another
 * outcome) came between.
 */
async function readCallSeconds(db: Db, from: Date, to: Date): Promise<number[]> {
  const calls = await db.execute(sql`
      select extract(epoch from o.at - c.at)::float8 as seconds
        from audit_log o
        join lateral (
              select p.action, p.at, p.staff_user_id
                from audit_log p
               where p.record_type = 'lead' and p.record_id = o.record_id and p.id < o.id
                 and p.action in ('lead.claimed', 'lead.released', 'lead.outcome')
               order by p.id desc
               limit 1) c
          on c.action = 'lead.claimed' and c.staff_user_id = o.staff_user_id
       where o.action = 'lead.outcome' and o.record_type = 'lead'
         and o.at >= ${from.toISOString()} and o.at < ${to.toISOString()}`);
  return rowsOf<{ seconds: number }>(calls).map((r) => Number(r.seconds));
}

/** The time agents spend on a call over the last four weeks up to `now` (the queue's at-risk check). */
export async function recentHandleTime(db: Db, now: Date): Promise<HandleTime> {
  const from = new Date(now.getTime() - HISTORY_WEEKS * WEEK_HOURS * HOUR_MS);
  return handleTimeOf(await readCallSeconds(db, from, now), 0);
}

/** The coming week's forecast from this database's last four weeks. */
export async function staffingForecast(
  db: Db,
  settings: ForecastSettings,
  now: Date = new Date(),
): Promise<StaffingForecast> {
  return forecastWeek(await readHistory(db, now), settings, now);
}
