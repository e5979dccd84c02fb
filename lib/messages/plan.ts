import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { messages } from '@/lib/db/schema';
import { REMINDER_KINDS, type Channel, type MessageKind } from './kinds';
import { outsideQuietHours, planReminders, type Preparation } from './timing';

// Which messages a booking or a lead sends, and when. Planning writes rows of
// `messages` only; the sweep (lib/messages/sweep.ts) gives each a job of the queue as it
// falls due, so re-timing or cancelling a reminder is an update of its row, nothing more.

/**
 * What only the account holder gets: the report link's one-time code goes to the booking's
 * number, so the link would open nothing for the member.
 */
export const HOLDER_ONLY_KINDS: readonly MessageKind[] = ['report_ready'];

/**
 * Who a booking's messages go to, as rows of `to_member`: the account holder who booked, and
 * the family member it is for when the holder chose that for them and their own number is
 * verified (a number never verified gets nothing). `booking` is the booking's row alias.
 */
export function recipientsOf(booking: SQL): SQL {
  return sql`(select false as to_member
    union all
    select true from family_members fm
    where fm.id = ${booking}.member_id and fm.messages_to_member
      and fm.phone_verified_at is not null and fm.phone is distinct from ${booking}.phone)`;
}

/** A booking's messages of these kinds and due times, one to each of its recipients. */
async function insertForRecipients(
  db: Db,
  bookingId: string,
  due: [MessageKind, Date][],
  channel: Channel,
): Promise<void> {
  // Postgres array literals: the kinds are plain words and the times ISO strings.
  const kinds = `{${due.map(([kind]) => kind).join(',')}}`;
  const dueAts = `{${due.map(([, at]) => at.toISOString()).join(',')}}`;
  await db.execute(sql`
    insert into messages (booking_id, kind, channel, due_at, to_member)
    select b.id, u.kind, ${channel}, u.due_at, r.to_member
    from bookings b
    cross join unnest(${kinds}::text[], ${dueAts}::timestamptz[]) as u(kind, due_at)
    cross join lateral ${recipientsOf(sql`b`)} as r
    where b.id = ${bookingId}
      and not (r.to_member and u.kind = any(${`{${HOLDER_ONLY_KINDS.join(',')}}`}::text[]))`);
}

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
  await insertForRecipients(
    db,
    booking.id,
    schedule('rescheduled', booking.slotStart, booking.test, now),
    channel,
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
  await insertForRecipients(db, bookingId, [[kind, outsideQuietHours(now)]], channel);
}

/** The test has taken place (checked in, technician on the way, or later): no more reminders. */
export async function endReminders(db: Db, bookingId: string, now: Date): Promise<void> {
  await cancelPending(db, bookingId, REMINDER_KINDS, 'The test has taken place.', now);
}
