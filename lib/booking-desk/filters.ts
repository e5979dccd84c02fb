// The bookings search's filters: one schema for the API's query string and the
// page's address, so both refuse the same inputs with the same messages.
import { z } from 'zod';
import { REFERENCE_PATTERN } from '@/lib/booking';
import { BOOKING_STATUSES, type BookingStatus } from '@/lib/booking/client';
import { id } from '@/lib/catalog/ids';
import { calendarDate } from '@/lib/locale/calendar-date';
import { indianMobileSchema } from '@/lib/locale/mobile';
import { maskPhone } from '@/lib/log';
import { zodIssues } from '@/lib/server-api/validation';

export type { BookingStatus };
const MADE_BY = ['agent', 'patient'] as const;

const REFERENCE_MESSAGE = 'must be a booking reference like DX-7KQ2MP';

/**
 * A reference as it is read out on the phone: any case, with or without its "DX-" (the
 * six characters are what a patient spells).
 */
export const referenceSchema = z
  .string({ error: REFERENCE_MESSAGE })
  .max(20, REFERENCE_MESSAGE)
  .transform((value) => {
    const upper = value.trim().toUpperCase();
    return /^[A-Z0-9]{6}$/.test(upper) ? `DX-${upper}` : upper;
  })
  .refine((value) => REFERENCE_PATTERN.test(value), REFERENCE_MESSAGE);

const slotDate = calendarDate;

/** Where the next page starts: the last row's slot (epoch milliseconds) and reference. */
export interface SearchCursor {
  slotStart: Date;
  reference: string;
}

const CURSOR = new RegExp(`^(\\d{1,15})_(${REFERENCE_PATTERN.source.slice(1, -1)})$`);
const CURSOR_MESSAGE = 'is not a page of this search: start again from the first page';

export function encodeCursor(cursor: SearchCursor): string {
  return `${cursor.slotStart.getTime()}_${cursor.reference}`;
}

const cursor = z
  .string({ error: CURSOR_MESSAGE })
  .regex(CURSOR, CURSOR_MESSAGE)
  .transform((value): SearchCursor => {
    const [, millis, reference] = CURSOR.exec(value)!;
    return { slotStart: new Date(Number(millis)), reference: reference! };
  });

/** A blank field of a submitted form means "any", as if it had not been sent. */
const blank = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blank, schema.optional());

export const bookingFiltersSchema = z.object({
  reference: optional(referenceSchema),
  number: optional(indianMobileSchema),
  centre: optional(id),
  date: optional(slotDate),
  status: optional(z.enum(BOOKING_STATUSES, { error: 'must be one of the booking statuses' })),
  made_by: optional(z.enum(MADE_BY, { error: 'must be agent or patient' })),
  before: optional(cursor),
});

export type BookingFilters = z.infer<typeof bookingFiltersSchema>;
const FILTER_FIELDS = Object.keys(bookingFiltersSchema.shape) as (keyof BookingFilters)[];

/** What Next passes a page as `searchParams`: a repeated parameter counts once, its first value. */
export function firstValues(
  params: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of FILTER_FIELDS) {
    const value = params[field];
    const first = Array.isArray(value) ? value[0] : value;
    if (first !== undefined) out[field] = first;
  }
  return out;
}

/** The first message of each bad field. */
export type FilterErrors = Partial<Record<keyof BookingFilters, string>>;

export type FilterParse =
  { ok: true; filters: BookingFilters } | { ok: false; errors: FilterErrors };

/** The page's reading: each bad field gets its message, where the API would answer 400. */
export function parseFilterParams(values: Record<string, string>): FilterParse {
  const result = bookingFiltersSchema.safeParse(values);
  if (result.success) return { ok: true, filters: result.data };
  const errors: FilterErrors = {};
  for (const issue of zodIssues(result.error)) {
    const field = issue.field as keyof BookingFilters;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The filters as an address carries them (canonical: upper-case reference, 10-digit number). */
export function filterQuery(filters: BookingFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (filters.reference) query.set('reference', filters.reference);
  if (filters.number) query.set('number', filters.number);
  if (filters.centre !== undefined) query.set('centre', String(filters.centre));
  if (filters.date) query.set('date', filters.date);
  if (filters.status) query.set('status', filters.status);
  if (filters.made_by) query.set('made_by', filters.made_by);
  if (filters.before) query.set('before', encodeCursor(filters.before));
  return query;
}

/** The filters as the audit trail keeps them: the number masked, like everywhere in logs. */
export function auditedFilters(filters: BookingFilters): Record<string, string> {
  const detail = Object.fromEntries(filterQuery(filters));
  if (filters.number) detail.number = maskPhone(filters.number);
  return detail;
}
