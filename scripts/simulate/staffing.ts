// The simulated day's agents, staffed as operations would staff it: from the staffing forecast
// (lib/staffing). The simulator has no past of its own, so its history is the arrival pattern
// its patients follow (DAY_CURVE, the day's leads spread over it) on each of the four weeks
// before the day, and its handle time is what its agents are written to take.
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
 * What a simulated agent spends on a lead's call: 2 to 6 minutes on the phone (agents.ts), then
 * 10 to 40 seconds before looking at the queue again; and how many calls a lead takes with the
 * outcomes' retries and call-backs (the short day, seed 7 with 200 leads, recorded 410 outcomes).
 */
export const SIM_HANDLE: HandleTime = {
  seconds: 4 * 60 + 25,
  calls: 0,
  measured: true,
  callsPerLead: 2.05,
};

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
  settings: Pick<Sim['settings'], 'callHours' | 'callBackMinutes'>,
): StaffingPlan {
  const start = indiaInstant(options.day, 0);
  const first = indiaHourIndex(start);
  const total = DAY_CURVE.reduce((sum, w) => sum + w, 0);
  const arrivals = new Map<number, number>();
  for (let day = 1; day <= HISTORY_WEEKS * 7; day++) {
    DAY_CURVE.forEach((w, hour) => {
      arrivals.set(first - day * 24 + hour, (options.leads * w) / total);
    });
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
