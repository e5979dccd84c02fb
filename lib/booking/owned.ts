import { notFound } from '@/lib/api/errors';
import type { Db } from '@/lib/db/connect';
import { accessCookieName, cookieFrom, isReference, phoneMatches } from './access';
import { getBooking, type BookingDetails } from './view';

/**
 * The booking a request may see: its owner's proof must come with it. An unknown reference
 * and someone else's booking answer the same 404, so references cannot be probed.
 */
export async function ownedBooking(
  db: Db,
  request: Request,
  reference: string,
): Promise<BookingDetails> {
  const ref = reference.toUpperCase();
  const details = isReference(ref) ? await getBooking(db, ref) : null;
  if (!details || !phoneMatches(details, cookieFrom(request, accessCookieName(ref)))) {
    throw notFound('The booking', 'booking_not_found');
  }
  return details;
}
