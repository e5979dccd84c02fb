// Dates and times as India's wall clock reads them, with month and weekday names in the page's
// language. The names are data (messages/<code>/calendar.json, read with t.raw); the digits
// stay Latin in every language, as Indian sites and SMS write them. Browser-safe: no Intl,
// no settings (see lib/locale/india.ts for why).
import { indiaClock, indiaInstant, indiaTime } from '@/lib/locale/india';

/** A language's short month names (January first) and weekday names (Sunday first). */
export interface CalendarNames {
  months: readonly string[];
  weekdays: readonly string[];
}

/** The English names: what lib/locale/india.ts prints. */
export const ENGLISH_CALENDAR: CalendarNames = {
  months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  weekdays: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/** Checks a messages file's arrays, so a short list shows as an error, not "undefined". */
export function calendarNames(months: unknown, weekdays: unknown): CalendarNames {
  const list = (value: unknown, length: number, what: string): string[] => {
    if (
      !Array.isArray(value) ||
      value.length !== length ||
      !value.every((v) => typeof v === 'string' && v !== '')
    ) {
      throw new Error(`calendar: ${what} needs ${length} names`);
    }
    return value as string[];
  };
  return { months: list(months, 12, 'months'), weekdays: list(weekdays, 7, 'weekdays') };
}

/** "6 Sep 2026", "6 सितंबर 2026": the India date of an instant. */
export function dateLabel(at: Date, names: CalendarNames): string {
  const d = indiaClock(at);
  return `${d.getUTCDate()} ${names.months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** "Tue, 24 Nov" for the India date "2026-11-24". */
export function dayLabelIn(date: string, names: CalendarNames): string {
  const d = new Date(`${date}T00:00:00Z`);
  return `${names.weekdays[d.getUTCDay()]}, ${d.getUTCDate()} ${names.months[d.getUTCMonth()]}`;
}

/** "21 Nov 2026, 15:30": an instant as India's wall clock reads it. */
export function dateTimeLabel(at: Date, names: CalendarNames): string {
  return `${dateLabel(at, names)}, ${indiaTime(at)}`;
}

/** "Tue, 24 Nov 2026, 15:30": a slot with its weekday and year. */
export function slotLabel(at: Date, names: CalendarNames): string {
  const d = indiaClock(at);
  return `${names.weekdays[d.getUTCDay()]}, ${dateLabel(at, names)}, ${indiaTime(at)}`;
}

/** "23 Nov 2026" for the India date "2026-11-23". */
export function dateOfDayLabel(date: string, names: CalendarNames): string {
  return dateLabel(indiaInstant(date, 0), names);
}
