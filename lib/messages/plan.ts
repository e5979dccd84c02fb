import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import { messages } from '@/lib/db/schema';
import { indiaClock } from '@/lib/locale/india';
import { REMINDER_KINDS, type Channel, type MessageKind } from './kinds';
import { outsideQuietHours, planReminders, type Preparation } from './timing';

// Which messages a booking or a lead sends, and when (issue 17). Planning writes rows of
// `messages` only; the sweep (lib/messages/sweep.ts) gives each a job of the queue as it
// falls due, so re-timing or cancelling a reminder is an update of its row, nothing more.

export interface PlannedBooking {
  id: string;
  slotStart: Date;
  test: Preparation;
}

type Row = typeof messages.$inferInsert;

function reminderRows(booking: PlannedBooking, channel: Channel, now: Date): Row[] {
  const plan = planReminders(booking.slotStart, booking.test, now);
  const rows: Row[] = [];
  if (plan.preparation) rows.push(row(booking.id, 'preparation', channel, plan.preparation.at));
  if (plan.beforeSlot) rows.push(row(booking.id, 'before_slot', channel, plan.beforeSlot));
  return rows;
}

const row = (bookingId: string, kind: MessageKind, channel: Channel, dueAt: Date): Row => ({
  bookingId,
  kind,
  channel,
  dueAt,
});

/**
 * A new booking's messages: 'booking received' now (or at 8 AM after quiet hours), and its
 * reminders. Written by the booking's own statement (lib/booking/write.ts).
 */
export function newBookingMessages(
  slotStart: Date,
  test: Preparation,
  channel: Channel,
  now: Date,
): { channel: Channel; kinds: MessageKind[]; dueAts: string[] } {
  const rows = [
    row('', 'booking_received', channel, outsideQuietHours(now)),
    ...reminderRows({ id: '', slotStart, test }, channel, now),
  ];
  return {
    channel,
    kinds: rows.map((r) => r.kind as MessageKind),
    dueAts: rows.map((r) => r.dueAt.toISOString()),
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

/** A cancelled booking: its pending messages are cancelled, and the patient is told. */
export async function planCancellation(db: Db, bookingId: string, channel: Channel, now: Date) {
  await cancelPending(
    db,
    bookingId,
    ['booking_received', 'rescheduled', ...REMINDER_KINDS],
    'The booking was cancelled.',
    now,
  );
  await db.insert(messages).values(row(bookingId, 'cancelled', channel, outsideQuietHours(now)));
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
  await db
    .insert(messages)
    .values([
      row(booking.id, 'rescheduled', channel, outsideQuietHours(now)),
      ...reminderRows(booking, channel, now),
    ]);
}

/** Whether `at` is within call hours ('09:00-21:00', India time). */
export function withinCallHours(at: Date, hours: string): boolean {
  const [from, until] = hours.split('-').map((t) => {
    const [h, m] = t.split(':').map(Number);
    return h! * 60 + m!;
  });
  const clock = indiaClock(at);
  const minute = clock.getUTCHours() * 60 + clock.getUTCMinutes();
  return from! <= until! ? minute >= from! && minute < until! : minute >= from! || minute < until!;
}

/**
 * A new call-me lead: the acknowledgement, only within call hours (outside them the promise
 * of a call within minutes would not be kept). A lead asked again within the dedupe window is
 * acknowledged once.
 */
export async function planCallMeAck(
  db: Db,
  leadId: number,
  channel: Channel,
  now: Date,
  callHours: string,
): Promise<boolean> {
  if (!withinCallHours(now, callHours)) return false;
  const inserted = rowsOf(
    await db.execute(sql`
      insert into messages (lead_id, kind, channel, due_at)
      select ${leadId}::bigint, 'call_me_ack', ${channel}, ${now.toISOString()}::timestamptz
      where not exists (select 1 from messages where lead_id = ${leadId} and kind = 'call_me_ack')
      returning id`),
  );
  return inserted.length > 0;
}
