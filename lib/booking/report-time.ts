// The centre's new time for a report it cannot give by the time promised: kept beside the
// promise (report_due_at stays what the promise rates judge by), shown on the booking's page,
// and told to the patient when the report is already late (the late message says it when
// it was given before).
import { eq } from 'drizzle-orm';
import { bookingEvents, bookings } from '@/lib/db/schema';
import { env } from '@/lib/env';
import { indiaDateTimeLabel } from '@/lib/locale/india';
import { planStatusMessage } from '@/lib/messages';
import { HttpError } from '@/lib/server-api/errors';
import { AWAITING_REPORT, type BookingStatus } from './lifecycle';
import type { Tx } from './transition';

/** The furthest ahead a new time may be. */
export const NEW_TIME_MAX_DAYS = 7;

/** Why `at` cannot be a report's new time at `now`, or null. */
export function newTimeProblem(at: Date, now: Date): string | null {
  if (at.getTime() <= now.getTime()) return 'must be in the future';
  if (at.getTime() > now.getTime() + NEW_TIME_MAX_DAYS * 86_400_000) {
    return `must be within ${NEW_TIME_MAX_DAYS} days`;
  }
  return null;
}

/**
 * Sets the new time of a booking's report, under the row's lock: only while the report is
 * awaited (checked in or collected, not yet ready). A patient already told it was late is
 * told the new time.
 */
export async function setReportNewTime(
  tx: Tx,
  bookingId: string,
  at: Date,
  staffUserId: string,
  now: Date,
): Promise<{ reference: string; newDueAt: Date; told: boolean }> {
  const problem = newTimeProblem(at, now);
  if (problem) {
    throw new HttpError(400, 'invalid_parameter', `new_due_at: ${problem}`, {
      fields: [{ field: 'new_due_at', message: problem }],
    });
  }
  const [row] = await tx
    .select({
      reference: bookings.reference,
      status: bookings.status,
      lateAt: bookings.reportLateAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update');
  const status = row!.status as BookingStatus;
  if (!AWAITING_REPORT.includes(status)) {
    throw new HttpError(
      409,
      'no_report_awaited',
      'This booking is not waiting for its report, so it takes no new time.',
    );
  }
  await tx
    .update(bookings)
    .set({ reportNewDueAt: at, updatedAt: now })
    .where(eq(bookings.id, bookingId));
  await tx.insert(bookingEvents).values({
    bookingId,
    fromStatus: status,
    toStatus: status,
    actor: 'staff',
    staffUserId,
    reason: `New report time given: ${indiaDateTimeLabel(at)}.`,
    at: now,
  });
  const told = row!.lateAt !== null;
  if (told) await planStatusMessage(tx, bookingId, 'report_new_time', env().MESSAGE_CHANNEL, now);
  return { reference: row!.reference, newDueAt: at, told };
}
