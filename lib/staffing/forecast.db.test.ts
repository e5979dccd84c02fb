// The forecast from a seeded four weeks: leads by India hour (those asked after call hours
// carried to the next opening), the handle time from the audit trail's claims and outcomes, and
// Erlang C's agents for each of the coming week's 168 hours.
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { leads } from '@/lib/db/schema';
import { auditLog, staffUsers } from '@/lib/db/staff-schema';
import { hourInIndia, indiaInstant } from '@/lib/locale/india';
import { serviceLevel, trafficIntensity } from './erlang-c';
import {
  FALLBACK_HANDLE_SECONDS,
  forecastWeek,
  handleTimeOf,
  staffingForecast,
  type ForecastSettings,
} from './forecast';

let t: TestDb;

const MINUTE = 60_000;
/** Tuesday 24 November 2026, 10:15 in India. */
const NOW = indiaInstant('2026-11-24', 10 * 60 + 15);
/** Call hours 09:00-21:00, as lib/messages reads CALL_HOURS (this feature is handed them). */
const settings: ForecastSettings = {
  callBackMinutes: 15,
  openingMinutes: 60,
  withinCallHours: (at) => hourInIndia(at) >= 9 && hourInIndia(at) < 21,
};
const day = (weeksBack: number, weekday: string) =>
  new Date(Date.parse(`${weekday}T00:00:00Z`) - weeksBack * 7 * 86_400_000)
    .toISOString()
    .slice(0, 10);

beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(staffUsers).values(
    ['a', 'b'].map((k) => ({
      id: `agent-${k}`,
      name: `Agent ${k}`,
      email: `${k}@example.in`,
      role: 'ops_agent',
      twoFactorEnabled: true,
    })),
  );
  const rows: (typeof leads.$inferInsert)[] = [];
  const lead = (at: Date) => rows.push({ phone: '9876543210', source: 'test', createdAt: at });
  // Five weeks back, before the window: the deployment is older than four weeks.
  lead(indiaInstant(day(5, '2026-11-23'), 10 * 60));
  for (let w = 0; w < 4; w++) {
    // Mondays 10:00-10:59: 8 leads each week.
    for (let k = 0; k < 8; k++) lead(indiaInstant(day(w, '2026-11-23'), 10 * 60 + 7 * k));
    // Every night at 23:30, 2 leads: served when call hours open at 09:00.
    for (let d = 0; d < 7; d++) {
      const date = day(w, '2026-11-17');
      const night = new Date(Date.parse(`${date}T00:00:00Z`) + d * 86_400_000)
        .toISOString()
        .slice(0, 10);
      lead(indiaInstant(night, 23 * 60 + 30));
      lead(indiaInstant(night, 23 * 60 + 35));
    }
  }
  // Today's leads, after the current hour began: not history yet.
  lead(new Date(NOW.getTime() - MINUTE));
  const inserted = await t.db.insert(leads).values(rows).returning({ id: leads.id });

  // Calls: 25 of 4 minutes (claim, then outcome by the same agent).
  const audits: (typeof auditLog.$inferInsert)[] = [];
  const row = (staff: string, action: string, leadId: number, at: Date) =>
    audits.push({
      staffUserId: `agent-${staff}`,
      staffEmail: `${staff}@example.in`,
      action,
      recordType: 'lead',
      recordId: String(leadId),
      at,
    });
  const base = indiaInstant(day(1, '2026-11-23'), 11 * 60).getTime();
  for (let k = 0; k < 25; k++) {
    const at = base + k * 10 * MINUTE;
    row('a', 'lead.claimed', inserted[k + 1]!.id, new Date(at));
    row('a', 'lead.outcome', inserted[k + 1]!.id, new Date(at + 4 * MINUTE));
  }
  const later = base + 6 * 60 * MINUTE;
  // Released, then claimed by b and closed 4 minutes later: only b's call counts.
  row('a', 'lead.claimed', inserted[30]!.id, new Date(later));
  row('a', 'lead.released', inserted[30]!.id, new Date(later + MINUTE));
  row('b', 'lead.claimed', inserted[30]!.id, new Date(later + 60 * MINUTE));
  row('b', 'lead.outcome', inserted[30]!.id, new Date(later + 64 * MINUTE));
  // A claim left open for two hours before its outcome: not one call.
  row('b', 'lead.claimed', inserted[31]!.id, new Date(later));
  row('b', 'lead.outcome', inserted[31]!.id, new Date(later + 120 * MINUTE));
  // An outcome by someone other than the last claimant (a lapsed claim taken over unaudited).
  row('a', 'lead.claimed', inserted[32]!.id, new Date(later));
  row('b', 'lead.outcome', inserted[32]!.id, new Date(later + 2 * MINUTE));
  // Five weeks back: outside the window.
  const old = indiaInstant(day(5, '2026-11-23'), 11 * 60).getTime();
  row('a', 'lead.claimed', inserted[0]!.id, new Date(old));
  row('a', 'lead.outcome', inserted[0]!.id, new Date(old + 30 * MINUTE));
  await t.db.insert(auditLog).values(audits);
});

afterAll(async () => {
  await t?.close();
});

describe('the forecast from four weeks of history', () => {
  let forecast: Awaited<ReturnType<typeof staffingForecast>>;
  beforeAll(async () => {
    forecast = await staffingForecast(t.db, settings, NOW);
  });

  it('reads four whole weeks, up to the current hour', () => {
    expect(forecast.history.weeks).toBe(4);
    expect(forecast.history.to).toEqual(indiaInstant('2026-11-24', 10 * 60));
    expect(forecast.history.leads).toBe(4 * 8 + 4 * 7 * 2);
  });

  it('measures the handle time from claims to outcomes, one call each', () => {
    expect(forecast.handle).toEqual({
      seconds: 240,
      calls: 26,
      measured: true,
      callsPerLead: 1,
    });
  });

  it('covers the 168 hours from the next whole India hour', () => {
    expect(forecast.hours).toHaveLength(168);
    expect(forecast.hours[0]!.start).toEqual(indiaInstant('2026-11-24', 11 * 60));
    expect(forecast.hours[167]!.start).toEqual(indiaInstant('2026-12-01', 10 * 60));
    expect(forecast.callBackMinutes).toBe(15);
    expect(forecast.targetShare).toBe(0.95);
  });

  it('staffs the Monday peak by Erlang C, with its inputs', () => {
    const monday = forecast.hours.find((h) => h.weekday === 1 && h.hour === 10)!;
    expect(monday.start).toEqual(indiaInstant('2026-11-30', 10 * 60));
    expect(monday.leadsPerHour).toBe(8);
    expect(monday.traffic).toBeCloseTo(trafficIntensity(8, 240), 10);
    // A call ends within the 15 minutes when it starts within 11: one agent would start 85.2%
    // of them in time, two are needed for 95%.
    expect(forecast.targetWaitSeconds).toBe(660);
    expect(serviceLevel(monday.traffic, 1, 660, 240)).toBeCloseTo(0.852, 3);
    expect(monday.agents).toBe(2);
    expect(monday.serviceLevel).toBeGreaterThanOrEqual(0.95);
    expect(monday.waitChance).toBeGreaterThan(0);
    expect(monday.occupancy).toBeCloseTo(monday.traffic / 2, 10);
  });

  it("carries the night's leads into the opening hour, and staffs no closed hour", () => {
    const opening = forecast.hours.find((h) => h.weekday === 3 && h.hour === 9)!;
    expect(opening.carriedIn).toBe(2);
    expect(opening.leadsPerHour).toBe(2);
    expect(opening.agents).toBe(1);
    const night = forecast.hours.filter((h) => !h.callHour);
    expect(night).toHaveLength(7 * 12);
    expect(night.every((h) => h.agents === 0 && h.leadsPerHour === 0)).toBe(true);
    // A quiet call hour still has someone to answer.
    const quiet = forecast.hours.find((h) => h.weekday === 3 && h.hour === 15)!;
    expect(quiet).toMatchObject({ leadsPerHour: 0, agents: 1, serviceLevel: 1 });
  });
});

describe("the night's backlog", () => {
  it('staffs the opening hour to end every carried call within the opening window, not by Erlang C', () => {
    // 40 leads asked each night at 02:00; 5-minute calls: 12 end within 60 minutes per agent.
    const from = indiaInstant('2026-10-27', 0);
    const arrivals = new Map<number, number>();
    for (let day = 0; day < 28; day++) {
      arrivals.set(Math.floor((from.getTime() + 330 * MINUTE) / 3_600_000) + day * 24 + 2, 40);
    }
    const known = { seconds: 300, calls: 100, measured: true, callsPerLead: 1 };
    const week = forecastWeek({ from, to: NOW, arrivals, callSeconds: [] }, settings, NOW, known);
    const opening = week.hours.find((h) => h.hour === 9)!;
    expect(opening).toMatchObject({ carriedIn: 40, carriedAgents: 4, agents: 4, callsPerHour: 0 });
    // A longer window needs fewer: 120 minutes, 24 calls each.
    const longer = forecastWeek(
      { from, to: NOW, arrivals, callSeconds: [] },
      { ...settings, openingMinutes: 120 },
      NOW,
      known,
    );
    expect(longer.hours.find((h) => h.hour === 9)!.agents).toBe(2);
  });
});

describe('too little history', () => {
  it('falls back to the stated handle time under 20 measured calls', () => {
    expect(handleTimeOf([240, 250, 7200], 10)).toEqual({
      seconds: FALLBACK_HANDLE_SECONDS,
      calls: 2,
      measured: false,
      callsPerLead: 1,
    });
  });

  it('averages a young deployment over the hours it has, not four weeks', () => {
    const from = indiaInstant('2026-11-17', 10 * 60 + 20);
    const arrivals = new Map([[Math.floor((from.getTime() + 330 * MINUTE) / 3_600_000), 6]]);
    const forecast = forecastWeek(
      { from, to: indiaInstant('2026-11-24', 10 * 60), arrivals, callSeconds: [] },
      settings,
      NOW,
    );
    expect(forecast.history.weeks).toBe(1);
    const tuesday = forecast.hours.find((h) => h.weekday === 2 && h.hour === 10)!;
    expect(tuesday.leadsPerHour).toBe(6);
    expect(forecast.handle.seconds).toBe(FALLBACK_HANDLE_SECONDS);
  });
});
