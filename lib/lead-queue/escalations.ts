// What the operations team must chase besides call-backs: bookings a centre did
// not answer in time, home collections running late, and reports past their promised time.
import { and, asc, eq, inArray, isNotNull, lte, or } from 'drizzle-orm';
import {
  AWAITING_CENTRE,
  AWAITING_REPORT,
  UNCOLLECTED,
  type BookingStatus,
} from '@/lib/booking/client';
import type { Db } from '@/lib/db/connect';
import { bookings, centres, products } from '@/lib/db/schema';
import { indiaDateTimeLabel } from '@/lib/locale/india';
import { maskPhone } from '@/lib/log';

export type EscalationKind = 'unanswered' | 'late' | 'report_overdue';

export interface Escalation {
  reference: string;
  kind: EscalationKind;
  /** Since when (India time, as staff read it). */
  since: string;
  centre: string;
  test: string;
  slot: string;
  phone_masked: string | null;
}

export const ESCALATION_LABELS: Record<EscalationKind, string> = {
  unanswered: 'Centre has not answered',
  late: 'Home collection late',
  report_overdue: 'Report overdue',
};

export async function escalations(db: Db, now: Date = new Date()): Promise<Escalation[]> {
  const b = bookings;
  const rows = await db
    .select({ row: b, centre: centres.name, test: products.name })
    .from(b)
    .innerJoin(centres, eq(centres.id, b.centreId))
    .innerJoin(products, eq(products.id, b.productId))
    .where(
      or(
        and(inArray(b.status, [...AWAITING_CENTRE]), isNotNull(b.escalatedAt)),
        and(isNotNull(b.lateAt), inArray(b.status, [...UNCOLLECTED])),
        and(lte(b.reportDueAt, now), inArray(b.status, [...AWAITING_REPORT])),
      ),
    )
    .orderBy(asc(b.slotStart))
    .limit(200);
  return rows.map(({ row, centre, test }) => {
    const kind: EscalationKind =
      row.escalatedAt && AWAITING_CENTRE.includes(row.status as BookingStatus)
        ? 'unanswered'
        : row.lateAt
          ? 'late'
          : 'report_overdue';
    const since =
      kind === 'unanswered' ? row.escalatedAt! : kind === 'late' ? row.lateAt! : row.reportDueAt!;
    return {
      reference: row.reference,
      kind,
      since: indiaDateTimeLabel(since),
      centre,
      test,
      slot: indiaDateTimeLabel(row.slotStart),
      phone_masked: row.phone ? maskPhone(row.phone) : null,
    };
  });
}
