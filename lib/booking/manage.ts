import { eq } from 'drizzle-orm';
import { HttpError } from '@/lib/server-api/errors';
import type { Db } from '@/lib/db/connect';
import { bookings } from '@/lib/db/schema';
import { getBookingCentre } from './centres';
import { env } from '@/lib/env';
import { planReschedule } from '@/lib/messages';
import { ackDeadline } from './ack-deadline';
import { CANCELLED, type BookingStatus } from './lifecycle';
import { moveBookingIn, type Tx } from './transition';
import { releasePlace, takePlace } from './places';
import { indiaDate } from '@/lib/locale/india';
import { slotProblem } from './schedule';
import { availability, nearestFree, slotPrice } from './slots';
import { getBooking, type BookingDetails } from './view';

function mustBeUpcoming(details: BookingDetails, now: Date, action: string) {
  if (CANCELLED.includes(details.row.status as BookingStatus)) {
    throw new HttpError(422, 'booking_cancelled', `A cancelled booking cannot be ${action}.`);
  }
  if (details.row.slotStart.getTime() <= now.getTime()) {
    throw new HttpError(422, 'booking_past', `A booking whose time has come cannot be ${action}.`);
  }
}

/**
 * Cancels a booking for its patient (cancelled_by_patient) and gives its place back;
 * cancelling twice changes nothing. The slot freed is the one the locked row holds, so a
 * reschedule committed since `details` was read frees the right one.
 */
export async function cancelBooking(
  db: Db,
  details: BookingDetails,
  now: Date = new Date(),
): Promise<BookingDetails> {
  if (details.row.status === 'cancelled_by_patient') return details;
  mustBeUpcoming(details, now, 'cancelled');
  await db.transaction(async (tx) => {
    if ((await lockedStatus(tx, details.row.id, 'cancelled')) === 'cancelled_by_patient') return;
    await moveBookingIn(tx, details.row.id, { to: 'cancelled_by_patient', actor: 'patient', now });
  });
  return (await getBooking(db, details.row.reference))!;
}

class SlotFull extends Error {}

/** The booking's status under its row lock; a booking cancelled meanwhile cannot be `action`. */
async function lockedStatus(tx: Tx, id: string, action: string): Promise<BookingStatus> {
  const [current] = await tx
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for('update');
  const status = current?.status as BookingStatus;
  if (status === 'cancelled_by_patient' && action === 'cancelled') return status;
  if (CANCELLED.includes(status)) {
    throw new HttpError(422, 'booking_cancelled', `A cancelled booking cannot be ${action}.`);
  }
  return status;
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

  const moved = await db
    .transaction(async (tx) => {
      // Locked and read again: a concurrent change may have moved or cancelled it.
      await lockedStatus(tx, row.id, 'moved');
      const current = await moveBookingIn(tx, row.id, { to: 'rescheduled', actor: 'patient', now });
      if (!(await takePlace(tx, row.centreId, newStart, centre.slotCapacity))) throw new SlotFull();
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
          total: price + row.homeCollectionFee - row.creditApplied,
          // The centre accepts the new time as it did the first.
          ackDueAt: ackDeadline(now, centre.ackMinutes, centre.schedule, newStart),
          escalatedAt: null,
          technicianName: null,
          technicianPhone: null,
          windowEnd:
            row.windowEnd && new Date(newStart.getTime() + centre.homeWindowMinutes * 60_000),
          updatedAt: now,
        })
        .where(eq(bookings.id, row.id));
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof SlotFull) return false;
      throw error;
    });
  if (!moved) {
    const slots = await availability(db, product, centre, indiaDate(newStart), now);
    throw new HttpError(409, 'slot_full', 'That slot has just been filled. Please pick another.', {
      nearest_free_slots: nearestFree(slots, newStart).map((s) => s.start.toISOString()),
    });
  }
  return (await getBooking(db, row.reference))!;
}
