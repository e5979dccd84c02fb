// The centre's day (/partner/): a centre staff member's bookings by day and slot,
// walk-ins and home collections apart, the new ones marked until the centre answers them.
import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import {
  AWAITING_CENTRE,
  AWAITING_REPORT,
  centreMoves,
  STATUS_LABELS,
  type BookingStatus,
} from '@/lib/booking/client';
import type { Service } from '@/lib/catalog/types';
import type { Db } from '@/lib/db/connect';
import { bookings, categories, centres, familyMembers, products } from '@/lib/db/schema';
import { indiaDate, indiaInstant, indiaTime } from '@/lib/locale/india';
import { maskPhone } from '@/lib/log';
import {
  audit,
  centreOptions,
  centreScope,
  type CentreOption,
  type StaffViewer,
} from '@/lib/staff';
import { centreDeadlines, type Deadlines } from './deadlines';
import { dayAnswers, safetyLine } from './safety-line';

export interface DayRow {
  reference: string;
  centre_id: number;
  centre_name: string;
  slot_time: string;
  /** A home collection's window end ('HH:MM'); null for a walk-in. */
  window_end: string | null;
  test: string;
  patient_name: string | null;
  phone_masked: string | null;
  /** For a family member: the number (masked above) is the account holder's who booked it. */
  booked_by_family: boolean;
  /** The family member's relation to the holder who booked ('mother'), or null. */
  patient_relation: string | null;
  /** The patient deleted their data: no details, and no report is stored for it. */
  erased: boolean;
  status: BookingStatus;
  status_label: string;
  /** Waiting for the centre to accept or decline. */
  is_new: boolean;
  ack_due_at: string | null;
  ack_overdue: boolean;
  late: boolean;
  report_due_at: string | null;
  report_breached: boolean;
  technician: { name: string; phone_masked: string } | null;
  /** The moves the centre may make now, in the order the console offers them. */
  moves: BookingStatus[];
  /**
   * The safety answers that matter at the door ('Claustrophobia: yes'); empty when every answer
   * was no; null when the test asked nothing.
   */
  safety: string[] | null;
}

export interface CentreDay {
  date: string;
  centres: CentreOption[] | null;
  centre_id: number | null;
  walkin: DayRow[];
  home: DayRow[];
  /** What the centre owes next across days, earliest first: above the day. */
  deadlines: Deadlines;
}

/** Whether a promised report is late at `now`: due, and still awaited. */
export function reportBreached(
  row: { reportDueAt: Date | null; status: string },
  now: Date,
): boolean {
  return (
    row.reportDueAt !== null &&
    row.reportDueAt.getTime() <= now.getTime() &&
    AWAITING_REPORT.includes(row.status as BookingStatus)
  );
}

export async function centreDay(
  db: Db,
  viewer: StaffViewer,
  wanted: { date?: string; centreId?: number },
  now: Date = new Date(),
): Promise<CentreDay> {
  const date = wanted.date ?? indiaDate(now);
  const scope = centreScope(viewer);
  const options = await centreOptions(db, viewer);
  const where: SQL[] = [
    gte(bookings.slotStart, indiaInstant(date, 0)),
    lt(bookings.slotStart, indiaInstant(date, 24 * 60)),
  ];
  if (scope !== null) where.push(inArray(bookings.centreId, scope.length ? scope : [-1]));
  if (wanted.centreId !== undefined) where.push(eq(bookings.centreId, wanted.centreId));
  const rows = await db
    .select({
      b: bookings,
      test: products.name,
      facts: {
        categoryCode: categories.code,
        urlSlug: products.urlSlug,
        fasting: products.isFastingRequired,
      },
      centreName: centres.name,
      relation: familyMembers.relation,
    })
    .from(bookings)
    .leftJoin(familyMembers, eq(familyMembers.id, bookings.memberId))
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .innerJoin(centres, eq(centres.id, bookings.centreId))
    .where(and(...where))
    .orderBy(asc(bookings.slotStart), asc(bookings.createdAt));
  const deadlines = await centreDeadlines(db, scope, wanted.centreId, now);
  // Health answers are read only for the rows already in the viewer's scope, and shown only
  // after the audit row says how many bookings' answers were seen.
  const answers = await dayAnswers(
    db,
    rows.filter(({ b }) => b.erasedAt === null).map(({ b }) => b.id),
  );
  const safety = rows.map(({ b, facts }) =>
    b.erasedAt === null
      ? safetyLine(
          facts,
          { gender: b.patientGender ?? 'other', age: b.patientAge ?? 0 },
          answers.get(b.id),
        )
      : null,
  );
  await audit(db, viewer, {
    action: 'centre.day_viewed',
    recordType: 'centre',
    recordId: wanted.centreId !== undefined ? String(wanted.centreId) : 'all',
    detail: {
      date,
      bookings: rows.length,
      deadlines: deadlines.rows.length,
      health_answers_shown: [...answers.values()].filter((a) => a !== 'unreadable').length,
    },
  });
  const view = rows.map(({ b, test, centreName, relation }, k): DayRow => {
    const status = b.status as BookingStatus;
    const isNew = AWAITING_CENTRE.includes(status);
    return {
      reference: b.reference,
      centre_id: b.centreId,
      centre_name: centreName,
      slot_time: indiaTime(b.slotStart),
      window_end: b.windowEnd ? indiaTime(b.windowEnd) : null,
      test,
      patient_name: b.patientName,
      phone_masked: b.phone ? maskPhone(b.phone) : null,
      booked_by_family: b.memberId !== null && b.erasedAt === null,
      patient_relation: b.erasedAt === null && relation !== 'self' ? relation : null,
      erased: b.erasedAt !== null,
      status,
      status_label: STATUS_LABELS[status],
      is_new: isNew,
      ack_due_at: isNew ? (b.ackDueAt?.toISOString() ?? null) : null,
      ack_overdue: isNew && b.ackDueAt !== null && b.ackDueAt.getTime() <= now.getTime(),
      late: b.lateAt !== null,
      report_due_at: b.reportDueAt?.toISOString() ?? null,
      report_breached: reportBreached(b, now),
      technician: b.technicianName
        ? { name: b.technicianName, phone_masked: maskPhone(b.technicianPhone ?? '') }
        : null,
      moves: centreMoves(b.service as Service, status),
      safety: safety[k] ?? null,
    };
  });
  return {
    date,
    centres: options,
    centre_id: wanted.centreId ?? null,
    walkin: view.filter((_, k) => rows[k]!.b.service === 'walkin'),
    home: view.filter((_, k) => rows[k]!.b.service === 'home-service'),
    deadlines,
  };
}
