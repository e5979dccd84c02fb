// What a call ended with. Every outcome gives the lead back (to the queue at its next due
// time, or closed for good) and leaves a readable line in the lead's history and a row in the
// audit trail, all in one transaction with the holder check.
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { env } from '@/lib/env';
import { bookings, leads } from '@/lib/db/schema';
import { leadActivity, leadBookings } from '@/lib/db/staff-schema';
import { HttpError } from '@/lib/server-api/errors';
import { audit } from '@/lib/staff';
import { assertHolds, type LeadAgent, type LeadRow } from './claim';
import type { OutcomeBody } from './contract';
import { indiaDateTimeLabel } from '@/lib/locale/india';
import { callBackDeadline, callBackPromise } from '@/lib/messages';
import {
  afterNotReachable,
  CALL_BACK_MAX_DAYS,
  MAX_ATTEMPTS,
  type LeadOutcome,
  type LeadStatus,
} from './states';
import { CANCELLED, type BookingStatus } from '@/lib/booking/client';

interface Change {
  status: LeadStatus;
  dueAt: Date | null;
  attempts: number;
  /** The history line, without the note. */
  text: string;
  /** Extra facts for the audit row. */
  detail?: Record<string, unknown>;
}

async function apply(
  tx: Db,
  agent: LeadAgent,
  lead: LeadRow,
  outcome: LeadOutcome,
  change: Change,
  note: string | undefined,
  now: Date,
): Promise<LeadRow> {
  const [row] = await tx
    .update(leads)
    .set({
      status: change.status,
      dueAt: change.dueAt,
      // A chosen call-back time, or the next try, is a new promise, kept as a request made at
      // that time would be: its minutes in call hours, or the stated time after they open (a
      // try falling due at 10:50 PM is promised for the morning, not for 11:05 PM).
      ...(change.dueAt
        ? {
            promisedBy: callBackDeadline(change.dueAt, callBackPromise(env())),
            atRiskAt: null,
          }
        : {}),
      attempts: change.attempts,
      claimedBy: null,
      claimedAt: null,
      updatedAt: now,
    })
    .where(eq(leads.id, lead.id))
    .returning();
  await tx.insert(leadActivity).values({
    leadId: lead.id,
    staffUserId: agent.id,
    kind: outcome,
    body: note ? `${change.text}\nNote: ${note}` : change.text,
    createdAt: now,
  });
  await audit(tx, agent, {
    action: 'lead.outcome',
    at: now,
    recordType: 'lead',
    recordId: String(lead.id),
    detail: {
      outcome,
      from_status: lead.status,
      status: change.status,
      attempts: change.attempts,
      due_at: change.dueAt?.toISOString() ?? null,
      with_note: note !== undefined,
      ...change.detail,
    },
  });
  return row!;
}

const badTime = (message: string) =>
  new HttpError(400, 'invalid_parameter', `at: ${message}`, {
    fields: [{ field: 'at', message }],
  });

function changeFor(
  body: Exclude<OutcomeBody, { outcome: 'booked' }>,
  lead: LeadRow,
  now: Date,
): Change {
  switch (body.outcome) {
    case 'call_back': {
      const at = new Date(body.at);
      if (at <= now) throw badTime('must be in the future');
      if (at.getTime() > now.getTime() + CALL_BACK_MAX_DAYS * 86_400_000) {
        throw badTime(`must be within ${CALL_BACK_MAX_DAYS} days`);
      }
      return {
        status: 'call_back',
        dueAt: at,
        attempts: lead.attempts,
        text: `Call back at ${indiaDateTimeLabel(at)} (India time).`,
      };
    }
    case 'not_reachable': {
      const next = afterNotReachable(lead.attempts, now);
      const tries = `attempt ${next.attempts} of ${MAX_ATTEMPTS}`;
      return next.status === 'retry'
        ? {
            ...next,
            text: `Not reachable (${tries}). Next try from ${indiaDateTimeLabel(next.dueAt)}.`,
          }
        : { ...next, dueAt: null, text: `Not reachable (${tries}). Closed: no more tries.` };
    }
    case 'not_interested':
      return {
        status: 'not_interested',
        dueAt: null,
        attempts: lead.attempts,
        text: 'Not interested.',
      };
    case 'wrong_number':
      return {
        status: 'wrong_number',
        dueAt: null,
        attempts: lead.attempts,
        text: 'Wrong number.',
      };
  }
}

/**
 * The 'booked' outcome for a booking already made (on the patient's behalf, or by the patient
 * while on the phone): it must be confirmed and for the lead's number, and is linked to the
 * lead. For the booking-on-behalf flow to call right after creating the booking.
 */
export async function recordBookedOutcome(
  db: Db,
  agent: LeadAgent,
  leadId: number,
  bookingId: string,
  options: { note?: string; now?: Date } = {},
): Promise<LeadRow> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const lead = await assertHolds(tx, agent, leadId, now);
    const [booking] = await tx
      .select({
        id: bookings.id,
        reference: bookings.reference,
        phone: bookings.phone,
        status: bookings.status,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    if (!booking) throw new HttpError(422, 'booking_not_found', 'That booking does not exist.');
    if (booking.phone !== lead.phone) {
      throw new HttpError(
        422,
        'booking_phone_mismatch',
        `Booking ${booking.reference} is for another mobile number than this lead's.`,
      );
    }
    if (CANCELLED.includes(booking.status as BookingStatus)) {
      throw new HttpError(
        422,
        'booking_not_confirmed',
        `Booking ${booking.reference} was cancelled; only a booking still standing closes a lead.`,
      );
    }
    const linked = await tx
      .insert(leadBookings)
      .values({ leadId, bookingId: booking.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ bookingId: leadBookings.bookingId });
    if (linked.length === 0) {
      throw new HttpError(
        409,
        'booking_already_linked',
        `Booking ${booking.reference} already belongs to another lead.`,
      );
    }
    return apply(
      tx,
      agent,
      lead,
      'booked',
      {
        status: 'booked',
        dueAt: null,
        attempts: lead.attempts,
        text: `Booked: ${booking.reference}.`,
        detail: { booking_id: booking.id, booking_reference: booking.reference },
      },
      options.note,
      now,
    );
  });
}

/**
 * Records the outcome of a call on a lead `agent` holds. 404 for an unknown lead, 409 when the
 * lead is closed or not held by them, 400 for a call-back time outside the next 30 days, 422
 * for a booking reference that does not fit the lead.
 */
export async function recordOutcome(
  db: Db,
  agent: LeadAgent,
  leadId: number,
  body: OutcomeBody,
  now: Date = new Date(),
): Promise<LeadRow> {
  if (body.outcome === 'booked') {
    const [booking] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.reference, body.booking_reference));
    if (!booking) {
      // The holder check first: a non-holder learns nothing about which references exist.
      await assertHolds(db, agent, leadId, now);
      throw new HttpError(
        422,
        'booking_not_found',
        `No booking has the reference ${body.booking_reference}.`,
      );
    }
    return recordBookedOutcome(db, agent, leadId, booking.id, { note: body.note, now });
  }
  return db.transaction(async (tx) => {
    const lead = await assertHolds(tx, agent, leadId, now);
    return apply(tx, agent, lead, body.outcome, changeFor(body, lead, now), body.note, now);
  });
}
