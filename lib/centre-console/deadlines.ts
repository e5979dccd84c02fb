// What the centre owes next, across days: the answer a new booking waits for, the home
// collection's sample before it is marked late, and the report promised from check-in or
// collection (the centre's new time once it gave one). Earliest first, so the overdue ones
// lead; the front desk reads it above the day (components/centre-console/day-view.tsx).
import { and, asc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import { LATE_AFTER_MS } from '@/lib/booking';
import { AWAITING_CENTRE, AWAITING_REPORT, UNCOLLECTED } from '@/lib/booking/client';
import type { Db } from '@/lib/db/connect';
import { bookings, centres, products } from '@/lib/db/schema';
import { indiaDate } from '@/lib/locale/india';
import { maskPhone } from '@/lib/log';

export type DeadlineKind = 'accept' | 'collect' | 'report';

export interface DeadlineRow {
  kind: DeadlineKind;
  /** When it falls due (ISO). */
  due_at: string;
  overdue: boolean;
  reference: string;
  /** The booking's day ('YYYY-MM-DD', India), where its card and moves are. */
  slot_date: string;
  centre_id: number;
  centre_name: string;
  test: string;
  patient_name: string | null;
  phone_masked: string | null;
  /** A report's deadline is the centre's new time (the first one was missed). */
  new_time: boolean;
  /** A report due within NEW_TIME_OFFERED_HOURS, or overdue: the centre may give a new time. */
  offers_new_time: boolean;
}

/** How long before its due time a report's new time is offered. */
export const NEW_TIME_OFFERED_HOURS = 6;

export interface Deadlines {
  rows: DeadlineRow[];
  /** Deadlines beyond the ones shown. */
  more: number;
}

/** Deadlines shown at once: the earliest, which holds every overdue one on a normal day. */
export const DEADLINES_SHOWN = 30;

/**
 * The deadlines of the bookings in `scope` (null: every centre; an empty list: none), one
 * centre's if `centreId` is given, earliest first. A home collection waiting for an answer
 * owes both its answer and its sample: two rows.
 */
export async function centreDeadlines(
  db: Db,
  scope: number[] | null,
  centreId: number | undefined,
  now: Date,
): Promise<Deadlines> {
  const where: SQL[] = [];
  if (scope !== null) where.push(inArray(bookings.centreId, scope.length ? scope : [-1]));
  if (centreId !== undefined) where.push(eq(bookings.centreId, centreId));
  const collectDue = sql`${bookings.windowEnd} + interval '${sql.raw(String(LATE_AFTER_MS / 60_000))} minutes'`;
  const reportDue = sql`coalesce(${bookings.reportNewDueAt}, ${bookings.reportDueAt})`;
  const kinds: { kind: DeadlineKind; due: SQL; when: SQL }[] = [
    {
      kind: 'accept',
      due: sql`${bookings.ackDueAt}`,
      when: and(inArray(bookings.status, [...AWAITING_CENTRE]), isNotNull(bookings.ackDueAt))!,
    },
    {
      kind: 'collect',
      due: collectDue,
      when: and(
        eq(bookings.service, 'home-service'),
        inArray(bookings.status, [...UNCOLLECTED]),
        isNotNull(bookings.windowEnd),
      )!,
    },
    {
      kind: 'report',
      due: reportDue,
      when: and(inArray(bookings.status, [...AWAITING_REPORT]), sql`${reportDue} is not null`)!,
    },
  ];
  const select = (k: (typeof kinds)[number]) =>
    db
      .select({
        kind: sql<DeadlineKind>`${k.kind}::text`.as('kind'),
        due: sql<string>`${k.due}`.as('due'),
        reference: bookings.reference,
        slotStart: bookings.slotStart,
        centreId: bookings.centreId,
        centreName: sql<string>`${centres.name}`.as('centre_name'),
        test: sql<string>`${products.name}`.as('test'),
        patientName: bookings.patientName,
        phone: bookings.phone,
        newTime:
          sql<boolean>`${k.kind === 'report' ? sql`${bookings.reportNewDueAt} is not null` : sql`false`}`.as(
            'new_time',
          ),
      })
      .from(bookings)
      .innerJoin(products, eq(products.id, bookings.productId))
      .innerJoin(centres, eq(centres.id, bookings.centreId))
      .where(and(k.when, ...where));
  const [accept, collect, report] = kinds.map(select);
  const all = accept!.unionAll(collect!).unionAll(report!).as('deadlines');
  const rows = await db
    .select()
    .from(all)
    .orderBy(asc(all.due), asc(all.reference), asc(all.kind))
    .limit(DEADLINES_SHOWN + 1);
  const [{ n } = { n: 0 }] =
    rows.length > DEADLINES_SHOWN
      ? await db.select({ n: sql<number>`count(*)::int` }).from(all)
      : [{ n: rows.length }];
  return {
    rows: rows.slice(0, DEADLINES_SHOWN).map((r) => {
      const due = new Date(r.due);
      return {
        kind: r.kind,
        due_at: due.toISOString(),
        overdue: due.getTime() <= now.getTime(),
        reference: r.reference,
        slot_date: indiaDate(new Date(r.slotStart)),
        centre_id: r.centreId,
        centre_name: r.centreName,
        test: r.test,
        patient_name: r.patientName,
        phone_masked: r.phone ? maskPhone(r.phone) : null,
        new_time: r.newTime === true,
        offers_new_time:
          r.kind === 'report' &&
          due.getTime() - now.getTime() <= NEW_TIME_OFFERED_HOURS * 3_600_000,
      };
    }),
    more: Math.max(0, n - DEADLINES_SHOWN),
  };
}
