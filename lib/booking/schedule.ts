// A centre's bookable slots, from its schedule alone (opening hours, slot length, closed
// weekdays and dates). Times are India time (UTC+5:30, no daylight saving); instants are UTC.
// Pure, so the booking screen's list and the server's check run the same code.

import { indiaDate, indiaInstant } from '@/lib/locale/india';

export const BOOKING_DAYS = 14;
/** A slot starting sooner than this cannot be booked any more. */
export const LEAD_MINUTES = 30;
const DAY_MS = 86_400_000;

export interface CentreSchedule {
  opensAt: string; // 'HH:MM' or 'HH:MM:SS'
  closesAt: string;
  slotMinutes: number;
  /** ISO weekdays, 1 = Monday ... 7 = Sunday. */
  closedWeekdays: readonly number[];
  /** 'YYYY-MM-DD' dates the centre is closed. */
  closedDates: readonly string[];
}

/** Today and the next 13 days, in India. */
export function bookableDates(now: Date, days = BOOKING_DAYS): string[] {
  const today = Date.parse(`${indiaDate(now)}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) =>
    new Date(today + i * DAY_MS).toISOString().slice(0, 10),
  );
}

function minutesOf(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/** Every slot start of a centre on an India date; none on a closed day. */
export function slotStarts(schedule: CentreSchedule, date: string): Date[] {
  if (schedule.closedWeekdays.includes(isoWeekday(date))) return [];
  if (schedule.closedDates.includes(date)) return [];
  const open = minutesOf(schedule.opensAt);
  const close = minutesOf(schedule.closesAt);
  const starts: Date[] = [];
  for (let m = open; m + schedule.slotMinutes <= close; m += schedule.slotMinutes) {
    starts.push(indiaInstant(date, m));
  }
  return starts;
}

/** Whether an India date is one of bookableDates(now), by arithmetic. */
function isBookableDate(date: string, now: Date, days = BOOKING_DAYS): boolean {
  const offset =
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${indiaDate(now)}T00:00:00Z`)) / DAY_MS;
  return offset >= 0 && offset < days;
}

/**
 * Whether an instant is one of slotStarts(schedule, its India date), by arithmetic: a booking
 * checks one instant, and listing the day's starts made a Date of each (npm run bench).
 */
export function isSlotStart(schedule: CentreSchedule, start: Date): boolean {
  const date = indiaDate(start);
  if (schedule.closedWeekdays.includes(isoWeekday(date))) return false;
  if (schedule.closedDates.includes(date)) return false;
  const sinceMidnight = start.getTime() - indiaInstant(date, 0).getTime();
  if (sinceMidnight % 60_000 !== 0) return false;
  const minute = sinceMidnight / 60_000;
  const open = minutesOf(schedule.opensAt);
  return (
    minute >= open &&
    minute + schedule.slotMinutes <= minutesOf(schedule.closesAt) &&
    (minute - open) % schedule.slotMinutes === 0
  );
}

/** Why a slot start cannot be booked at `now`, or null when it can. */
export function slotProblem(schedule: CentreSchedule, start: Date, now: Date): string | null {
  if (!isBookableDate(indiaDate(start), now)) return 'Choose a date from today to 13 days ahead.';
  if (!isSlotStart(schedule, start)) return 'The centre has no slot at that time.';
  if (start.getTime() < now.getTime() + LEAD_MINUTES * 60_000) {
    return 'That time has passed or is too close to book.';
  }
  return null;
}
