import { indiaDate, indiaInstant } from '@/lib/locale/india';
import {
  bookableDates,
  isSlotStart,
  slotProblem,
  slotStarts,
  type CentreSchedule,
} from './schedule';

const schedules: CentreSchedule[] = [
  { opensAt: '08:00', closesAt: '20:00', slotMinutes: 30, closedWeekdays: [7], closedDates: [] },
  {
    opensAt: '07:15:00',
    closesAt: '19:50:00',
    slotMinutes: 20,
    closedWeekdays: [],
    closedDates: ['2026-12-02'],
  },
  { opensAt: '00:00', closesAt: '23:59', slotMinutes: 45, closedWeekdays: [], closedDates: [] },
];
// A Monday to a Sunday, and the closed date of the second schedule.
const dates = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-05', '2026-12-06'];

describe('a slot start checked by arithmetic', () => {
  it.each(schedules.map((s, k) => [k, s] as const))(
    'agrees with the listed starts of every minute of each day (schedule %i)',
    (_k, schedule) => {
      // An hour either side of each day: those minutes are the neighbouring days' own.
      const lists = new Map<string, Set<number>>();
      const listedOn = (date: string) => {
        if (!lists.has(date))
          lists.set(date, new Set(slotStarts(schedule, date).map((s) => s.getTime())));
        return lists.get(date)!;
      };
      const disagreements: string[] = [];
      let starts = 0;
      for (const date of dates) {
        for (let minute = -60; minute < 25 * 60; minute++) {
          const at = indiaInstant(date, minute);
          const listed = listedOn(indiaDate(at)).has(at.getTime());
          if (listed) starts++;
          if (isSlotStart(schedule, at) !== listed) disagreements.push(at.toISOString());
        }
      }
      expect(disagreements).toEqual([]);
      expect(starts).toBeGreaterThan(20);
    },
  );

  it('refuses a listed start moved by a second', () => {
    const [first] = slotStarts(schedules[0]!, '2026-12-01');
    expect(isSlotStart(schedules[0]!, first!)).toBe(true);
    expect(isSlotStart(schedules[0]!, new Date(first!.getTime() + 1000))).toBe(false);
  });

  it('takes exactly the bookable dates, the first of them from the lead time on', () => {
    const now = indiaInstant('2026-12-01', 9 * 60);
    const open = schedules[2]!;
    const days = bookableDates(now);
    expect(slotProblem(open, indiaInstant(days[0]!, 9 * 60), now)).toBe(
      'That time has passed or is too close to book.',
    );
    expect(slotProblem(open, indiaInstant(days[0]!, 9 * 60 + 45), now)).toBeNull();
    expect(slotProblem(open, indiaInstant(days.at(-1)!, 0), now)).toBeNull();
    expect(slotProblem(open, indiaInstant('2026-11-30', 22 * 60 + 30), now)).toBe(
      'Choose a date from today to 13 days ahead.',
    );
    const past = new Date(Date.parse(`${days.at(-1)!}T00:00:00Z`) + 86_400_000);
    expect(slotProblem(open, indiaInstant(past.toISOString().slice(0, 10), 0), now)).toBe(
      'Choose a date from today to 13 days ahead.',
    );
  });
});
