import { and, eq, sql } from 'drizzle-orm';
import { HttpError } from '@/lib/server-api/errors';
import type { Db } from '@/lib/db/connect';
import { bookings } from '@/lib/db/schema';
import { getBookingCentre } from './centres';
import { env } from '@/lib/env';
import { planCancellation, planReschedule } from '@/lib/messages';
import { releasePlace, takePlace } from './places';
import { indiaDate } from '@/lib/locale/india';
import { slotProblem } from './schedule';
import { availability, nearestFree, slotPrice } from './slots';
import { getBooking, type BookingDetails } from './view';

const lockBooking = (reference: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`booking-ref:${reference}`}))`;

function mustBeUpcoming(details: BookingDetails, now: Date, action: string) {
  if (details.row.status !== 'confirmed') {
    throw new HttpError(422, 'booking_cancelled', `A cancelled booking cannot be ${action}.`);
  }
  if (details.row.slotStart.getTime() <= now.getTime()) {
    throw new HttpError(422, 'booking_past', `A booking whose time has come cannot be ${action}.`);
  }
}

/** Cancels a booking and gives its place back to the slot; cancelling twice changes nothing. */
export async function cancelBooking(
  db: Db,
  details: BookingDetails,
  now: Date = new Date(),
): Promise<BookingDetails> {
  if (details.row.status === 'cancelled') return details;
  mustBeUpcoming(details, now, 'cancelled');
  await db.transaction(async (tx) => {
    await tx.execute(lockBooking(details.row.reference));
    // The slot to free is read by this statement, under the lock, not from `details`: a
    // reschedule committed since `details` was read has moved the booking and freed its old slot.
    const [row] = await tx
      .update(bookings)
      .set({ status: 'cancelled', updatedAt: now })
      .where(and(eq(bookings.id, details.row.id), eq(bookings.status, 'confirmed')))
      .returning({ slotStart: bookings.slotStart });
    if (!row) return;
    await releasePlace(tx, details.row.centreId, row.slotStart);
    await planCancellation(tx, details.row.id, env().MESSAGE_CHANNEL, now);
  });
  return (await getBooking(db, details.row.reference))!;
}

/** Moves a booking to another slot of its centre: the new place is taken before the old is freed. */
export async function rescheduleBooking(
  db: Db,
  details: BookingDetails,
  newStart: Date,
  now: Date = new Date(),
): Promise<BookingDetails> {
  mustBeUpcoming(details, now, 'moved');
  const { row, product } = details;
  if (newStart.getTime() === row.slotStart.getTime()) return details;
  const centre = await getBookingCentre(db, product, row.centreId, now);
  if (!centre) throw new HttpError(422, 'not_offered', 'The centre no longer offers this test.');
  const problem = slotProblem(centre.schedule, newStart, now);
  if (problem) throw new HttpError(422, 'slot_unavailable', problem);
  const { price } = slotPrice(product, row.price, newStart);

  const moved = await db.transaction(async (tx) => {
    await tx.execute(lockBooking(row.reference));
    // Read again under the lock: a concurrent change may have moved or cancelled it.
    const [current] = await tx
      .select({ slotStart: bookings.slotStart, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, row.id));
    if (current?.status !== 'confirmed') {
      throw new HttpError(422, 'booking_cancelled', 'A cancelled booking cannot be moved.');
    }
    if (current.slotStart.getTime() === newStart.getTime()) return true;
    if (!(await takePlace(tx, row.centreId, newStart, centre.slotCapacity))) return false;
    await releasePlace(tx, row.centreId, current.slotStart);
    await planReschedule(
      tx,
      { id: row.id, slotStart: newStart, test: product },
      env().MESSAGE_CHANNEL,
      now,
    );
    await tx
      .update(bookings)
      .set({
        slotStart: newStart,
        nightSurcharge: price - row.price,
        total: price + row.homeCollectionFee,
        updatedAt: now,
      })
      .where(eq(bookings.id, row.id));
    return true;
  });
  if (!moved) {
    const slots = await availability(db, product, centre, indiaDate(newStart), now);
    throw new HttpError(409, 'slot_full', 'That slot has just been filled. Please pick another.', {
      nearest_free_slots: nearestFree(slots, newStart).map((s) => s.start.toISOString()),
    });
  }
  return (await getBooking(db, row.reference))!;
}
