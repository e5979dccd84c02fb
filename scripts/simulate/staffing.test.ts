// The simulated day's staffing: the forecast of its own arrival pattern, hour by hour, or a fixed
// team when --agents says so.
import { indiaInstant } from '@/lib/locale/india';
import { staffingPlan } from './staffing';

const settings = { callHours: '09:00-21:00', callBackMinutes: 15, openingMinutes: 60 };
const at = (day: string, hour: number, minute = 30) =>
  indiaInstant(day, hour * 60 + minute).getTime();

it('staffs each call hour of the day and the next from the forecast, and no closed hour', () => {
  const plan = staffingPlan({ day: '2026-12-01', leads: 200, agents: null }, settings);
  expect(plan.forecast.hours[0]!.start).toEqual(indiaInstant('2026-12-01', 0));
  expect(plan.at(at('2026-12-01', 3))).toBe(0);
  expect(plan.at(at('2026-12-01', 21))).toBe(0);
  for (let h = 9; h < 21; h++) expect(plan.at(at('2026-12-02', h))).toBeGreaterThanOrEqual(1);
  // The opening hour takes the night's leads: it needs the most.
  const opening = plan.at(at('2026-12-01', 9));
  expect(opening).toBe(plan.most);
  expect(opening).toBeGreaterThan(plan.at(at('2026-12-01', 15)));
  // Four times the leads need more agents at the peak, not four times as many.
  const busy = staffingPlan({ day: '2026-12-01', leads: 800, agents: null }, settings);
  expect(busy.most).toBeGreaterThan(plan.most);
  expect(busy.most).toBeLessThan(4 * plan.most);
});

it('keeps a fixed team in every hour when --agents is given', () => {
  const plan = staffingPlan({ day: '2026-12-01', leads: 200, agents: 3 }, settings);
  expect([plan.at(at('2026-12-01', 3)), plan.at(at('2026-12-01', 10)), plan.most]).toEqual([
    3, 3, 3,
  ]);
  expect(plan.agentHours).toBe(3 * 24);
});
