// A booking moving from one status to the next: checked against the state machine
// (lib/booking/lifecycle.ts), recorded with who and when, and done with its side effects (the
// place given back, the patient's message queued) in one transaction.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookingEvents, bookings, centrePrices, products } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { endReminders, planStatusMessage, type MessageKind } from '@/lib/messages';
import { HttpError } from '@/lib/server-api/errors';
import {
  ACTIVE,
  CANCELLED,
  mayMove,
  NEEDS_REASON,
  STATUS_LABELS,
  type Actor,
  type BookingStatus,
} from './lifecycle';
import { releasePlace } from './places';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Move {
  to: BookingStatus;
  actor: Actor;
  /** The staff member's id when a centre's staff (or an agent) made the move. */
  staffUserId?: string | null;
  reason?: string | null;
  technician?: { name: string; phone: string } | null;
  now: Date;
}

/** What the patient is told of each move, and whether the move ends the booking's messages. */
const MESSAGE_OF: Partial<Record<BookingStatus, MessageKind>> = {
  confirmed: 'accepted',
  cancelled_by_centre: 'declined',
  cancelled_by_patient: 'cancelled',
  technician_assigned: 'technician',
  on_the_way: 'on_the_way',
  report_ready: 'report_ready',
};

type BookingRow = typeof bookings.$inferSelect;

const illegal = (from: BookingStatus, to: BookingStatus) =>
  new HttpError(
    409,
    'illegal_transition',
    `A booking that is '${STATUS_LABELS[from]}' cannot become '${STATUS_LABELS[to]}'.`,
    { from, to },
  );

/** The move's own fields, or why the move cannot be made at `now`. */
function fieldsOf(row: BookingRow, move: Move): Partial<BookingRow> {
  const { to, now } = move;
  const fields: Partial<BookingRow> = { status: to, updatedAt: now };
  // ack_due_at stays once answered: it is the deadline the promise rates judge the answer by
  // (lib/promises); escalation and the centre's day read it only while the booking awaits.
  if (NEEDS_REASON.includes(to)) fields.statusReason = move.reason!;
  if (to === 'technician_assigned') {
    fields.technicianName = move.technician!.name;
    fields.technicianPhone = move.technician!.phone;
  }
  if ((to === 'checked_in' || to === 'sample_collected') && row.reportHours !== null) {
    fields.reportDueAt = new Date(now.getTime() + row.reportHours * 3_600_000);
  }
  return fields;
}

function check(row: BookingRow, move: Move): void {
  const from = row.status as BookingStatus;
  if (!mayMove(row.service as 'walkin' | 'home-service', from, move.to, move.actor)) {
    throw illegal(from, move.to);
  }
  if (move.to === 'no_show' && move.now.getTime() < row.slotStart.getTime()) {
    throw new HttpError(
      409,
      'too_early',
      'A booking can be marked missed only once its time has come.',
    );
  }
  if (NEEDS_REASON.includes(move.to) && !move.reason?.trim()) {
    throw new HttpError(422, 'reason_required', 'Say why, for the patient.', {
      fields: [{ field: 'reason', message: 'Say why, for the patient.' }],
    });
  }
  if (move.to === 'technician_assigned' && !move.technician) {
    throw new HttpError(422, 'technician_required', "Give the technician's name and number.", {
      fields: [{ field: 'technician_name', message: "Give the technician's name." }],
    });
  }
}

/**
 * Moves the booking, inside `tx` (the caller's transaction): the row is locked, the move
 * checked against its status now, the change and its event written, the place given back for
 * a cancellation and the patient's message queued. `centreIds` limits which centres' bookings
 * the actor may touch (a centre's staff); a booking outside them is not found.
 */
export async function moveBookingIn(
  tx: Tx,
  bookingId: string,
  move: Move,
  centreIds: readonly number[] | null = null,
): Promise<BookingRow> {
  const where = [eq(bookings.id, bookingId)];
  if (centreIds !== null) where.push(inArray(bookings.centreId, [...centreIds]));
  const [row] = await tx
    .select()
    .from(bookings)
    .where(and(...where))
    .for('update');
  if (!row) throw new HttpError(404, 'not_found', 'That was not found.');
  check(row, move);
  const [moved] = await tx
    .update(bookings)
    .set(fieldsOf(row, move))
    .where(eq(bookings.id, row.id))
    .returning();
  await tx.insert(bookingEvents).values({
    bookingId: row.id,
    fromStatus: row.status,
    toStatus: move.to,
    actor: move.actor === 'centre' ? 'staff' : move.actor,
    staffUserId: move.staffUserId ?? null,
    reason: move.reason?.trim() || null,
    at: move.now,
  });
  const ends = CANCELLED.includes(move.to);
  if (ends) await releasePlace(tx, row.centreId, row.slotStart);
  // Under way or over: reminders before the test would only confuse.
  if (!ends && !ACTIVE.includes(move.to)) await endReminders(tx, row.id, move.now);
  const kind = MESSAGE_OF[move.to];
  if (kind) {
    await planStatusMessage(tx, row.id, kind, env().MESSAGE_CHANNEL, move.now, { ends });
  }
  return moved!;
}

/** One move in its own transaction. */
export function moveBooking(
  db: Db,
  bookingId: string,
  move: Move,
  centreIds: readonly number[] | null = null,
): Promise<BookingRow> {
  return db.transaction((tx) => moveBookingIn(tx, bookingId, move, centreIds));
}

/** The promised report time at a centre, copied at booking: the centre's own, else the product's. */
export async function reportHoursOf(
  db: Db | Tx,
  productId: number,
  centreId: number,
): Promise<number | null> {
  const [row] = await db
    .select({ hours: sql<number>`coalesce(${centrePrices.reportHours}, ${products.reportHours})` })
    .from(products)
    .leftJoin(
      centrePrices,
      and(eq(centrePrices.productId, products.id), eq(centrePrices.centreId, centreId)),
    )
    .where(eq(products.id, productId));
  return row?.hours ?? null;
}
