import { createHash, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { accessCookie as policyAccessCookie, type PolicyCookie } from '@/lib/cookies/policy';
import type { Db } from '@/lib/db/connect';
import { bookings } from '@/lib/db/schema';
import { REFERENCE_PATTERN } from './reference';

// Besides the patient's session, a booking opens to the browser that made it, or to one that
// proved its number with a one-time code. That proof is an HttpOnly cookie per booking holding
// a token only the server can make: a hash over the booking's secret Idempotency-Key, so it
// can neither be guessed nor built from the reference and a number.

// The cookie's name (bk_<reference>), flags and 30 days are declared in lib/cookies/policy.

/** What deciding who may open a booking needs, read in one small query. */
export interface BookingKey {
  reference: string;
  idempotencyKey: string;
  phone: string;
  userId: number | null;
}

/**
 * Stands in for a booking that does not exist, so an unknown reference is checked with the same
 * queries and the same hashing as someone else's booking, and answers in the same time.
 */
const NO_BOOKING: BookingKey = {
  reference: 'DX-000000',
  idempotencyKey: '00000000-0000-0000-0000-000000000000',
  phone: '0000000000',
  userId: null,
};

export function isReference(text: string): boolean {
  return REFERENCE_PATTERN.test(text);
}

/** The booking's key, or the stand-in (with `found` false) for an unknown reference. */
export async function bookingKey(
  db: Db,
  reference: string,
): Promise<{ key: BookingKey; found: boolean }> {
  const [row] = await db
    .select({
      reference: bookings.reference,
      idempotencyKey: bookings.idempotencyKey,
      phone: bookings.phone,
      userId: bookings.userId,
    })
    .from(bookings)
    // A malformed reference still runs the query (with the stand-in's), for the same timing.
    // A booking whose patient deleted their data is no one's: it takes the unknown one's path.
    .where(
      and(
        eq(bookings.reference, isReference(reference) ? reference : NO_BOOKING.reference),
        isNull(bookings.erasedAt),
      ),
    )
    .limit(1);
  return row?.phone
    ? { key: { ...row, phone: row.phone }, found: true }
    : { key: NO_BOOKING, found: false };
}

export function same(a: string, b: string | undefined): boolean {
  if (b === undefined) return false;
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export function accessToken({ idempotencyKey, reference, phone }: BookingKey): string {
  return createHash('sha256')
    .update(`${idempotencyKey}\n${reference}\n${phone}`)
    .digest('base64url');
}

export function tokenMatches(key: BookingKey, token: string | undefined): boolean {
  return same(accessToken(key), token);
}

/** The access cookie of a booking, for NextResponse.cookies.set. */
export function accessCookie(row: BookingKey | typeof bookings.$inferSelect): PolicyCookie {
  // A booking just made or read for its owner has its number (only an erased one has none).
  const key = { ...row, phone: row.phone ?? NO_BOOKING.phone };
  return policyAccessCookie(key.reference, accessToken(key));
}
