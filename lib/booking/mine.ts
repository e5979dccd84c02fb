import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { areas, bookings, centres, products } from '@/lib/db/schema';
import type { BookingSummary } from './view';

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
  const upcoming = sql`(${bookings.status} = 'confirmed' and ${bookings.slotStart} > ${now.toISOString()})`;
  const rows = await db
    .select({
      row: bookings,
      product: { name: products.name, randomId: products.randomId },
      centre: {
        id: centres.id,
        name: centres.name,
        address: centres.address,
        areaName: areas.name,
      },
    })
    .from(bookings)
    .innerJoin(products, eq(products.id, bookings.productId))
    .innerJoin(centres, eq(centres.id, bookings.centreId))
    .innerJoin(areas, eq(areas.id, centres.areaId))
    .where(eq(bookings.userId, userId))
    .orderBy(
      desc(upcoming),
      sql`case when ${upcoming} then ${bookings.slotStart} end asc`,
      desc(bookings.slotStart),
    )
    .limit(MY_BOOKINGS_LIMIT);
  return rows;
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
