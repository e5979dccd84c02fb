import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookings } from '@/lib/db/schema';
import { bookingsWithPlace, type BookingSummary } from './view';
import { ACTIVE } from './lifecycle';

/** How many bookings "My bookings" lists; a patient with more sees the latest. */
export const MY_BOOKINGS_LIMIT = 100;

/**
 * A patient's bookings: upcoming ones first, soonest first; then past and cancelled ones,
 * latest first. One query, whatever the number of bookings.
 */
export async function bookingsOf(
  db: Db,
  userId: number,
  now: Date = new Date(),
): Promise<BookingSummary[]> {
  const upcoming = sql`(${inArray(bookings.status, [...ACTIVE])} and ${bookings.slotStart} > ${now.toISOString()})`;
  return bookingsWithPlace(db)
    .where(eq(bookings.userId, userId))
    .orderBy(
      desc(upcoming),
      sql`case when ${upcoming} then ${bookings.slotStart} end asc`,
      desc(bookings.slotStart),
    )
    .limit(MY_BOOKINGS_LIMIT);
}

/**
 * Gives a patient who has just proved their number the bookings made with it before accounts
 * existed (no owner yet). Bookings of another patient are never moved.
 */
export async function claimBookings(db: Db, userId: number, phone: string): Promise<number> {
  const claimed = await db
    .update(bookings)
    .set({ userId })
    .where(and(eq(bookings.phone, phone), isNull(bookings.userId)))
    .returning({ id: bookings.id });
  return claimed.length;
}
