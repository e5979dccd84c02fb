// When a centre must accept or decline a new booking by: `minutes` of its opening
// hours after the booking, so a booking made at night is due shortly after the centre opens,
// and never later than the slot itself.
import { indiaDate, indiaInstant, minuteOfDay } from '@/lib/locale/india';
import type { CentreSchedule } from './schedule';

const DAY_MS = 86_400_000;

type OpeningDays = Omit<CentreSchedule, 'slotMinutes'>;

const minutesOf = (time: string) => {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
};

function isOpenDay(schedule: OpeningDays, date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
  return !schedule.closedWeekdays.includes(day) && !schedule.closedDates.includes(date);
}

export function ackDeadline(
  now: Date,
  minutes: number,
  schedule: OpeningDays,
  slotStart: Date,
): Date {
  const open = minutesOf(schedule.opensAt);
  const close = minutesOf(schedule.closesAt);
  let left = minutes;
  let date = indiaDate(now);
  let from = Math.max(open, minuteOfDay(now));
  // Counts open minutes day by day; a fortnight of closed days means the slot decides.
  for (let day = 0; day < 15; day++) {
    if (isOpenDay(schedule, date) && from < close) {
      const here = close - from;
      if (left <= here) {
        const due = indiaInstant(date, from + left);
        return due.getTime() < slotStart.getTime() ? due : slotStart;
      }
      left -= here;
    }
    date = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
    from = open;
  }
  return slotStart;
}
