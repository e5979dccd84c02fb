import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { messages } from '@/lib/db/schema';
import { REMINDER_KINDS, type Channel, type MessageKind } from './kinds';
import { outsideQuietHours, planReminders, type Preparation } from './timing';

// Which messages a booking or a lead sends, and when. Planning writes rows of
// `messages` only; the sweep (lib/messages/sweep.ts) gives each a job of the queue as it
// falls due, so re-timing or cancelling a reminder is an update of its row, nothing more.

export interface PlannedBooking {
  id: string;
  slotStart: Date;
  test: Preparation;
}

/**
 * What a booking sends from `now` on: `opening` (received, or its new time) now, or at 8 AM
 * after quiet hours, then the reminders of its slot.
 */
function schedule(
  opening: MessageKind,
  slotStart: Date,
  test: Preparation,
  now: Date,
): [MessageKind, Date][] {
  const plan = planReminders(slotStart, test, now);
  const due: [MessageKind, Date][] = [[opening, outsideQuietHours(now)]];
  if (plan.preparation) due.push(['preparation', plan.preparation.at]);
  if (plan.beforeSlot) due.push(['before_slot', plan.beforeSlot]);
  return due;
}

/** A new booking's messages, as arrays for the booking's own statement (lib/booking/write.ts). */
export function newBookingMessages(
  slotStart: Date,
  test: Preparation,
  channel: Channel,
  now: Date,
): { channel: Channel; kinds: MessageKind[]; dueAts: string[] } {
  const due = schedule('booking_received', slotStart, test, now);
  return {
    channel,
    kinds: due.map(([kind]) => kind),
    dueAts: due.map(([, at]) => at.toISOString()),
  };
}

/** Cancels what is still pending of a booking's messages of these kinds. */
async function cancelPending(
  db: Db,
  bookingId: string,
  kinds: readonly MessageKind[],
  why: string,
  now: Date,
) {
  await db
    .update(messages)
    .set({ status: 'cancelled', reason: why, updatedAt: now })
    .where(
      and(
        eq(messages.bookingId, bookingId),
        eq(messages.status, 'pending'),
        inArray(messages.kind, [...kinds]),
      ),
    );
}

/** A moved booking: reminders planned again for the new slot, and the patient told the new time. */
export async function planReschedule(
  db: Db,
  booking: PlannedBooking,
  channel: Channel,
  now: Date,
): Promise<void> {
  await cancelPending(
    db,
    booking.id,
    ['rescheduled', ...REMINDER_KINDS],
    'The booking moved.',
    now,
  );
  await db.insert(messages).values(
    schedule('rescheduled', booking.slotStart, booking.test, now).map(([kind, dueAt]) => ({
      bookingId: booking.id,
      kind,
      channel,
      dueAt,
    })),
  );
}

/**
 * A status change's message, in the change's own transaction. A booking that ends
 * (declined, cancelled by the centre) also has its pending messages cancelled first.
 */
export async function planStatusMessage(
  db: Db,
  bookingId: string,
  kind: MessageKind,
  channel: Channel,
  now: Date,
  { ends = false }: { ends?: boolean } = {},
): Promise<void> {
  if (ends) {
    await cancelPending(
      db,
      bookingId,
      ['booking_received', 'rescheduled', 'accepted', ...REMINDER_KINDS],
      'The booking was cancelled.',
      now,
    );
  }
  await db.insert(messages).values({ bookingId, kind, channel, dueAt: outsideQuietHours(now) });
}

/** The test has taken place (checked in, technician on the way, or later): no more reminders. */
export async function endReminders(db: Db, bookingId: string, now: Date): Promise<void> {
  await cancelPending(db, bookingId, REMINDER_KINDS, 'The test has taken place.', now);
}
