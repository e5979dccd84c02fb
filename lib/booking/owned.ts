import { notFoundError } from '@/lib/server-api/errors';
import type { NextRequest } from 'next/server';
import { accessCookieName, sessionCookieName } from '@/lib/cookies/policy';
import { currentSessionPolicy, viewerFromToken } from '@/lib/accounts';
import type { Db } from '@/lib/db/connect';
import { bookingKey, tokenMatches } from './access';
import { getBooking, type BookingDetails } from './view';

/** Reads a cookie of the request: a NextRequest's cookies, or `next/headers` cookies() in a page. */
export type CookieReader = (name: string) => string | undefined;

/**
 * The booking a visitor may see: theirs when the patient logged in owns it, or when the
 * browser holds its access cookie (set when it was booked, or when its number was proved on
 * its page). An unknown reference and someone else's booking take the same path (the session
 * looked up, one small query, one hash) to the same 404, so references cannot be probed by
 * the answer or by its time.
 */
export async function ownedBookingFor(
  db: Db,
  cookie: CookieReader,
  reference: string,
  /** Only the logged-in patient who owns it (a report): the browser's access cookie is not enough. */
  { sessionOnly = false }: { sessionOnly?: boolean } = {},
): Promise<BookingDetails> {
  const ref = reference.toUpperCase();
  const [viewer, { key, found }] = await Promise.all([
    viewerFromToken(db, cookie(sessionCookieName()), new Date(), currentSessionPolicy()),
    bookingKey(db, ref),
  ]);
  const byCookie = !sessionOnly && tokenMatches(key, cookie(accessCookieName(ref)));
  const byOwner = key.userId !== null && viewer.userId === key.userId;
  const details = found && (byCookie || byOwner) ? await getBooking(db, key.reference) : null;
  if (details) return details;
  throw notFoundError('The booking', 'booking_not_found');
}

/** The same, for a route handler's request. */
export function ownedBooking(
  db: Db,
  request: NextRequest,
  reference: string,
  options: { sessionOnly?: boolean } = {},
): Promise<BookingDetails> {
  return ownedBookingFor(db, (name) => request.cookies.get(name)?.value, reference, options);
}
