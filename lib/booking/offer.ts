// The product and the centre's offer of it that a booking is checked and priced against, kept
// a minute per product and centre in this process: a booking then reads only the session and
// writes one statement (npm run bench, booking creation). A price change drops the entry on
// every server at once (invalidateBookingOffer, beside invalidateBasicInfo); whatever else
// changes a centre's offer, hours or closed dates must call it too.
import '@/lib/server-api/server-only';
import { invalidateEverywhere, shareInvalidations } from '@/lib/cache/invalidation';
import { createTtlCache } from '@/lib/cache/ttl-cache';
import { getProductByRandomId } from '@/lib/catalog/products';
import type { Product } from '@/lib/catalog/types';
import type { Db } from '@/lib/db/connect';
import { eq } from 'drizzle-orm';
import { centrePrices, products } from '@/lib/db/schema';
import { getBookingCentre, type BookingCentre } from './centres';
import { BOOKING_DAYS } from './schedule';

export const BOOKING_OFFER_TTL_MS = 60_000;

export type BookingOffer =
  | { found: true; product: Product; centre: BookingCentre }
  | { found: false; missing: 'product' | 'centre' };

const cache = createTtlCache<BookingOffer>({ ttlMs: BOOKING_OFFER_TTL_MS, maxEntries: 10_000 });
const CACHE_NAME = 'booking-offer';
shareInvalidations(CACHE_NAME, cache);

const keyOf = (randomId: string, centreId: number) => `${randomId}:${centreId}`;

async function loadOffer(
  db: Db,
  randomId: string,
  centreId: number,
  now: Date,
): Promise<BookingOffer> {
  const product = await getProductByRandomId(db, randomId);
  if (!product) return { found: false, missing: 'product' };
  // A day more of closed dates than can be booked: the entry outlives a midnight.
  const centre = await getBookingCentre(db, product, centreId, now, BOOKING_DAYS + 1);
  if (!centre) return { found: false, missing: 'centre' };
  return { found: true, product, centre };
}

/** The offer a booking is made against; a miss is not kept, so a new offer is seen at once. */
export async function bookingOffer(
  db: Db,
  randomId: string,
  centreId: number,
  now: Date,
): Promise<BookingOffer> {
  const key = keyOf(randomId, centreId);
  const offer = await cache.get(key, () => loadOffer(db, randomId, centreId, now));
  if (!offer.found) cache.delete(key);
  return offer;
}

/** Call when a centre's price, hours or closed dates of the product change, on any server. */
export function invalidateBookingOffer(randomId: string, centreId: number): Promise<void> {
  return invalidateEverywhere(CACHE_NAME, keyOf(randomId, centreId));
}

/** Every offer of a centre, after its hours, capacity or closed dates changed (its console). */
export async function invalidateCentreOffers(db: Db, centreId: number): Promise<void> {
  const offered = await db
    .select({ randomId: products.randomId })
    .from(centrePrices)
    .innerJoin(products, eq(products.id, centrePrices.productId))
    .where(eq(centrePrices.centreId, centreId));
  await Promise.all(offered.map((p) => invalidateBookingOffer(p.randomId, centreId)));
}
