// The simulated day's agents, staffed as operations would staff it: from the staffing forecast
// (lib/staffing). The simulator has no past of its own, so its history is the calls its own
// patterns make fall due (the day's leads along DAY_CURVE, their retries and call-backs) on each
// of the four weeks before the day, and its handle time is what its agents are written to take.
import { withinCallHours } from '@/lib/messages';
import { indiaInstant } from '@/lib/locale/india';
import {
  forecastWeek,
  HISTORY_WEEKS,
  indiaHourIndex,
  type HandleTime,
  type StaffingForecast,
} from '@/lib/staffing';
import { DAY_CURVE } from './patients';
import type { SimOptions } from './options';
import { HOUR, type Sim } from './sim';

/**
 * What a simulated agent spends on a call: 2 to 6 minutes on the phone (agents.ts), then 10 to
 * 40 seconds before looking at the queue again. Calls are counted where they fall due (below),
 * so one call per arrival.
 */
export const SIM_HANDLE: HandleTime = {
  seconds: 4 * 60 + 25,
  calls: 0,
  measured: true,
  callsPerLead: 1,
};

const STEP_MINUTES = 30;
const STEPS = (24 * 60) / STEP_MINUTES;
/** The agents' outcomes (agents.ts): not reachable 35%, a chosen call-back 20%, else closed. */
const NOT_REACHABLE = 0.35;
const CALL_BACK = 0.2;
/** A chosen call-back falls 1 to 5 hours on (agents.ts), in half-hour steps. */
const CALL_BACK_STEPS = [2, 3, 4, 5, 6, 7, 8, 9, 10];

/**
 * Calls in each half-hour of a day, in expectation: the day's leads along DAY_CURVE where they
 * are asked, the retries of the unreachable (30 minutes, then 2 hours on; the third try closes the lead,
 * lib/lead-queue/states.ts) and the chosen call-backs, each served when call hours next open.
 * A morning's burst of leads comes back as retries and call-backs through the middle of the day:
 * counting a lead's later calls in the hour it was asked left those hours short (the full day,
 * seed 20261121, kept 91.7% of call-backs with 12:00-14:00 at 46-68%).
 */
function callsDue(leads: number, open: (step: number) => boolean): number[] {
  const total = DAY_CURVE.reduce((sum, w) => sum + w, 0);
  const days = 4;
  // due[attempts][step] over `days` days; the last day is the steady one.
  const due = [0, 1, 2].map(() => new Array<number>(days * STEPS).fill(0));
  const at = (step: number) => {
    let s = step;
    while (s < days * STEPS && !open(s % STEPS)) s++;
    return s;
  };
  const add = (attempts: number, step: number, calls: number) => {
    const s = at(step);
    if (s < days * STEPS) due[attempts]![s]! += calls;
  };
  // A lead's first call is counted where it was asked: the forecast carries those asked in
  // closed hours to the opening, where they have their own stated time (lib/staffing).
  const asked = new Array<number>(days * STEPS).fill(0);
  const servedFirst = new Array<number>(days * STEPS).fill(0);
  for (let day = 0; day < days; day++) {
    for (let k = 0; k < STEPS; k++) {
      const calls = (leads * DAY_CURVE[Math.floor(k / 2)]!) / total / 2;
      asked[day * STEPS + k] = calls;
      const s = at(day * STEPS + k);
      if (s < days * STEPS) servedFirst[s]! += calls;
      add(0, day * STEPS + k, calls);
    }
  }
  for (let s = 0; s < days * STEPS; s++) {
    for (let attempts = 0; attempts < 3; attempts++) {
      const calls = due[attempts]![s]!;
      if (!calls) continue;
      if (attempts + 1 < 3) {
        add(attempts + 1, s + (attempts === 0 ? 1 : 4), calls * NOT_REACHABLE);
      }
      for (const k of CALL_BACK_STEPS)
        add(attempts, s + k, (calls * CALL_BACK) / CALL_BACK_STEPS.length);
    }
  }
  const last = (days - 1) * STEPS;
  return Array.from(
    { length: STEPS },
    (_, k) =>
      due.reduce((sum, d) => sum + d[last + k]!, 0) - servedFirst[last + k]! + asked[last + k]!,
  );
}

export interface StaffingPlan {
  forecast: StaffingForecast;
  /** Agents on duty at an instant (0 outside call hours). */
  at: (now: number) => number;
  /** The most on duty at once: the agents the world creates. */
  most: number;
  agentHours: number;
}

/** A fixed team (--agents N) on duty in every hour. */
function fixed(count: number, forecast: StaffingForecast): StaffingPlan {
  const open = forecast.hours.slice(0, 48).filter((h) => h.callHour).length;
  return { forecast, at: () => count, most: count, agentHours: count * open };
}

export function staffingPlan(
  options: Pick<SimOptions, 'day' | 'leads' | 'agents'>,
  settings: Pick<Sim['settings'], 'callHours' | 'callBackMinutes'> & { openingMinutes: number },
): StaffingPlan {
  const start = indiaInstant(options.day, 0);
  const first = indiaHourIndex(start);
  const open = (step: number) =>
    withinCallHours(new Date(start.getTime() + step * STEP_MINUTES * 60_000), settings.callHours);
  const due = callsDue(options.leads, open);
  const arrivals = new Map<number, number>();
  for (let day = 1; day <= HISTORY_WEEKS * 7; day++) {
    for (let hour = 0; hour < 24; hour++) {
      arrivals.set(first - day * 24 + hour, due[2 * hour]! + due[2 * hour + 1]!);
    }
  }
  const forecast = forecastWeek(
    {
      from: new Date(start.getTime() - HISTORY_WEEKS * 7 * 24 * HOUR),
      to: start,
      arrivals,
      callSeconds: [],
    },
    {
      callBackMinutes: settings.callBackMinutes,
      openingMinutes: settings.openingMinutes,
      withinCallHours: (at) => withinCallHours(at, settings.callHours),
    },
    new Date(start.getTime() - 1),
    SIM_HANDLE,
  );
  if (options.agents !== null) return fixed(options.agents, forecast);
  const byHour = new Map(forecast.hours.map((h) => [indiaHourIndex(h.start), h.agents]));
  const needed = forecast.hours.map((h) => h.agents);
  return {
    forecast,
    at: (now) => byHour.get(indiaHourIndex(new Date(now))) ?? 0,
    most: Math.max(1, ...needed),
    agentHours: needed.slice(0, 48).reduce((sum, n) => sum + n, 0),
  };
}
