// What the patient's booking page shows of the booking's life: each step with its
// time once it happened, who is coming, and what was promised at booking.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookingEvents } from '@/lib/db/schema';
import { maskPhone } from '@/lib/log';
import { AWAITING_CENTRE, CANCELLED, STATUS_LABELS, type BookingStatus } from './lifecycle';
import type { BookingRow } from './view';

const WALK_IN_STEPS: BookingStatus[] = [
  'booked',
  'confirmed',
  'checked_in',
  'report_ready',
  'completed',
];
const HOME_STEPS: BookingStatus[] = [
  'booked',
  'confirmed',
  'technician_assigned',
  'on_the_way',
  'sample_collected',
  'report_ready',
  'completed',
];

/** How each step reads once done, on the patient's page. */
const STEP_LABELS: Partial<Record<BookingStatus, string>> = {
  booked: 'Booked',
  confirmed: 'Accepted by the centre',
  technician_assigned: 'Technician assigned',
  on_the_way: 'Technician on the way',
  cancelled_by_patient: 'Cancelled by you',
  cancelled_by_centre: 'Cancelled by the centre',
};

export interface TimelineStep {
  status: BookingStatus;
  label: string;
  /** When it happened (ISO), or null while it is still to come. */
  at: string | null;
  reason: string | null;
}

export interface Timeline {
  steps: TimelineStep[];
  technician: { name: string; phone: string } | null;
  promises: {
    /** The centre accepts or declines by then (while it has not). */
    ackBy: string | null;
    /** A home collection's arrival window. */
    window: { start: string; end: string } | null;
    reportHours: number | null;
    reportDueAt: string | null;
    /** Credited to the next booking if the collection comes late (rupees). */
    lateCredit: number;
    /**
     * The report's promise: due `hours` after `from` (check-in or sample collection); before
     * that, counted from the slot as booked (`expected`). Null once the booking ended untested.
     */
    report: {
      hours: number;
      from: string;
      dueAt: string;
      expected: boolean;
      /** Credited to the next booking if the report comes late (rupees). */
      credit: number;
      /** The centre's new time, once it gave one. */
      newDueAt: string | null;
    } | null;
  };
  late: { at: string; credit: number } | null;
  /** The report was not ready by its time: the apology, the credit, the centre's new time. */
  reportLate: { dueAt: string; at: string; credit: number; newDueAt: string | null } | null;
  creditApplied: number;
}

export async function bookingTimeline(db: Db, row: BookingRow): Promise<Timeline> {
  const events = await db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, row.id))
    .orderBy(asc(bookingEvents.at), asc(bookingEvents.id));
  // After a move, the centre accepts the new time afresh: earlier steps but booking are over.
  const moved = events.findLast((e) => e.toStatus === 'rescheduled')?.at.getTime() ?? 0;
  const latest = new Map<string, (typeof events)[number]>();
  for (const event of events) {
    // A mark on a step (escalated, late, a report's new time) leaves the step's own time as it was.
    const mark = event.fromStatus === event.toStatus && latest.has(event.toStatus);
    if ((event.at.getTime() >= moved || event.toStatus === 'booked') && !mark)
      latest.set(event.toStatus, event);
  }
  const status = row.status as BookingStatus;
  const path = row.service === 'home-service' ? HOME_STEPS : WALK_IN_STEPS;
  const step = (s: BookingStatus): TimelineStep => ({
    status: s,
    label: STEP_LABELS[s] ?? STATUS_LABELS[s],
    at: latest.get(s)?.at.toISOString() ?? (s === 'booked' ? row.createdAt.toISOString() : null),
    reason: latest.get(s)?.reason ?? null,
  });
  // A booking that ended early shows the steps it went through, then how it ended.
  const ended = CANCELLED.includes(status) || status === 'no_show';
  const steps = ended
    ? [...path.filter((s) => latest.has(s) || s === 'booked').map(step), step(status)]
    : path.map(step);
  if (status === 'rescheduled') steps.splice(1, 0, step('rescheduled'));
  const home = row.service === 'home-service';
  const hours = row.reportHours;
  const untested = ended && !row.reportDueAt;
  const reportFrom = row.reportDueAt
    ? new Date(row.reportDueAt.getTime() - (hours ?? 0) * 3_600_000)
    : row.slotStart;
  return {
    steps,
    technician: row.technicianName
      ? { name: row.technicianName, phone: maskPhone(row.technicianPhone ?? '') }
      : null,
    promises: {
      ackBy: AWAITING_CENTRE.includes(status) ? (row.ackDueAt?.toISOString() ?? null) : null,
      window:
        home && row.windowEnd
          ? { start: row.slotStart.toISOString(), end: row.windowEnd.toISOString() }
          : null,
      reportHours: row.reportHours,
      reportDueAt: row.reportDueAt?.toISOString() ?? null,
      lateCredit: row.lateCredit,
      report:
        hours === null || untested
          ? null
          : {
              hours,
              from: reportFrom.toISOString(),
              dueAt: (
                row.reportDueAt ?? new Date(row.slotStart.getTime() + hours * 3_600_000)
              ).toISOString(),
              expected: row.reportDueAt === null,
              credit: row.reportLateCredit,
              newDueAt: row.reportNewDueAt?.toISOString() ?? null,
            },
    },
    late: row.lateAt ? { at: row.lateAt.toISOString(), credit: row.lateCredit } : null,
    reportLate:
      row.reportLateAt && row.reportDueAt
        ? {
            dueAt: row.reportDueAt.toISOString(),
            at: row.reportLateAt.toISOString(),
            credit: row.reportLateCredit,
            newDueAt: row.reportNewDueAt?.toISOString() ?? null,
          }
        : null,
    creditApplied: row.creditApplied,
  };
}
