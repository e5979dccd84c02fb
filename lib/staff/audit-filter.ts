import { z } from 'zod';
import { calendarDate } from '@/lib/locale/calendar-date';
import { indiaInstant } from '@/lib/locale/india';
import { textProblem } from '@/lib/server-api/text';
import { AUDIT_ACTIONS, type AuditFilter } from './audit';

const blank = (v: unknown) => (v === '' ? undefined : v);
// The page reads its address itself (not through parseQuery): the same text check here.
const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => textProblem(s) === null, 'must not contain control characters');

export const auditFilterQuery = z.object({
  staff: z.preprocess(blank, text(200).optional()),
  action: z.preprocess(blank, z.enum(AUDIT_ACTIONS, { error: 'is not an action' }).optional()),
  record_type: z.preprocess(
    blank,
    z.enum(['staff', 'lead', 'booking', 'bookings'], { error: 'is not a record type' }).optional(),
  ),
  record_id: z.preprocess(blank, text(100).optional()),
  from: z.preprocess(blank, calendarDate.optional()),
  to: z.preprocess(blank, calendarDate.optional()),
  before: z.preprocess(blank, z.coerce.number().int().positive().optional()),
});

export type AuditFilterQuery = z.infer<typeof auditFilterQuery>;

/** The query's India dates as instants: `to` includes its whole day. */
export function toAuditFilter(q: AuditFilterQuery): AuditFilter {
  return {
    staffEmail: q.staff,
    action: q.action,
    recordType: q.record_type,
    recordId: q.record_id,
    from: q.from ? indiaInstant(q.from, 0) : undefined,
    to: q.to ? indiaInstant(q.to, 24 * 60) : undefined,
    before: q.before,
  };
}
