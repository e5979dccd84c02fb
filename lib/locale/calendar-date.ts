// A date typed or put in an address, as YYYY-MM-DD: one check for every date field, so that
// none reaches a query as "2026-02-31" (an invalid Date, or a failed ::date cast: a 500).
import { z } from 'zod';

/** The dates the staff side and its reports can ask about at all. */
export const EARLIEST_DATE = '2000-01-01';
export const LATEST_DATE = '2099-12-31';

const SHAPE = /^\d{4}-\d{2}-\d{2}$/;

export const DATE_SHAPE_MESSAGE = 'must be a date as YYYY-MM-DD';

/** True for a day the calendar has: 2026-02-28 yes, 2026-02-31 and 0000-00-00 no. */
export function isCalendarDate(value: string): boolean {
  if (!SHAPE.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** Why `value` is no usable date, or null when it is one (a real day between the bounds). */
export function dateProblem(value: string): string | null {
  if (!SHAPE.test(value)) return DATE_SHAPE_MESSAGE;
  if (!isCalendarDate(value)) return `${value} is not a date in the calendar`;
  if (value < EARLIEST_DATE || value > LATEST_DATE)
    return `${value} is not between ${EARLIEST_DATE} and ${LATEST_DATE}`;
  return null;
}

/**
 * A date field: YYYY-MM-DD, a day the calendar has, between EARLIEST_DATE and LATEST_DATE.
 * The message names the value (it is digits and hyphens by then), so a page can say which
 * date is wrong.
 */
export const calendarDate = z.string({ error: DATE_SHAPE_MESSAGE }).superRefine((value, ctx) => {
  const problem = dateProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, abort: true });
});
