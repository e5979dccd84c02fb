import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { users } from '@/lib/db/schema';
import type { BookingCreateBody } from './contract';
import { createBooking } from './create';
import type { Attribution } from '@/lib/campaigns';

/**
 * A booking an agent makes for a patient over the phone (issue 26). It belongs to the
 * patient's account for that number, made now if they have never logged in, so that logging
 * in with the number shows it in My bookings like one they made themselves.
 */
export async function createBookingOnBehalf(
  db: Db,
  body: BookingCreateBody,
  idempotencyKey: string,
  staffId: string,
  now: Date = new Date(),
  /** The lead's attribution: the campaign that brought the patient to ask for a call. */
  attribution: Attribution | null = null,
) {
  const [user] = await db
    .insert(users)
    .values({ phone: body.patient.phone })
    .onConflictDoUpdate({ target: users.phone, set: { phone: sql`excluded.phone` } })
    .returning({ id: users.id });
  return createBooking(db, body, idempotencyKey, now, user!.id, staffId, attribution);
}
