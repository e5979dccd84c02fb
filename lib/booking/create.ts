import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { BookingCreateBody } from '@/lib/booking/contract';
import { HttpError } from '@/lib/server-api/errors';
import { getProductByRandomId } from '@/lib/catalog/products';
import type { Db } from '@/lib/db/connect';
import { bookings, consents } from '@/lib/db/schema';
import { consentRows } from '@/lib/privacy/client';
import { getBookingCentre } from './centres';
import { newReference } from './reference';
import { indiaDate } from '@/lib/locale/india';
import { slotProblem } from './schedule';
import { availability, nearestFree, slotPrice } from './slots';
import { takePlace } from './places';
import { getBooking, type BookingDetails } from './view';

/** JSON with sorted keys: the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export function requestHash(body: BookingCreateBody): string {
  return createHash('sha256').update(canonical(body)).digest('hex');
}

const invalid = (subCode: string, reason: string) => new HttpError(422, subCode, reason);

class SlotFull extends Error {}

async function replay(db: Db, key: string, hash: string): Promise<BookingDetails | null> {
  const [existing] = await db
    .select({ reference: bookings.reference, requestHash: bookings.requestHash })
    .from(bookings)
    .where(eq(bookings.idempotencyKey, key))
    .limit(1);
  if (!existing) return null;
  if (existing.requestHash !== hash) {
    throw invalid(
      'idempotency_key_reused',
      'This Idempotency-Key was already used for a different booking. Use a new key.',
    );
  }
  return getBooking(db, existing.reference);
}

/**
 * Creates a confirmed booking, or gives back the one an earlier request with the same
 * Idempotency-Key created. The slot's place is taken in the same transaction as the booking
 * row is written, by a conditional update that cannot pass capacity, so the last place is
 * never sold twice; a full slot answers 409 with the nearest free slots.
 */
export async function createBooking(
  db: Db,
  body: BookingCreateBody,
  idempotencyKey: string,
  now: Date = new Date(),
  /** The logged-in patient the booking belongs to (issue 8); null for none. */
  userId: number | null = null,
  /** The agent booking on the patient's behalf (issue 26); null when the patient booked. */
  madeByStaffId: string | null = null,
): Promise<{ booking: BookingDetails; replayed: boolean }> {
  const hash = requestHash(body);
  const earlier = await replay(db, idempotencyKey, hash);
  if (earlier) return { booking: earlier, replayed: true };

  const product = await getProductByRandomId(db, body.product_random_id);
  if (!product) throw new HttpError(404, 'product_not_found', 'That test was not found.');
  const centre = await getBookingCentre(db, product, body.centre_id, now);
  if (!centre) throw invalid('not_offered', 'That centre does not offer this test.');
  if (body.service === 'home-service' && !centre.homeService) {
    throw invalid('home_service_unavailable', 'That centre does not offer this test at home.');
  }
  const start = new Date(body.slot_start);
  const problem = slotProblem(centre.schedule, start, now);
  if (problem) throw invalid('slot_unavailable', problem);

  const { price } = slotPrice(product, centre.price, start);
  const fee = body.service === 'home-service' ? centre.homeCollectionFee : 0;
  const home = body.service === 'home-service' ? body.address : undefined;

  try {
    const reference = await db.transaction(async (tx) => {
      // Retries with one key wait here for each other, then find the first one's booking.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${idempotencyKey}`}))`);
      const [again] = await tx
        .select({ reference: bookings.reference })
        .from(bookings)
        .where(eq(bookings.idempotencyKey, idempotencyKey));
      if (again) return { existing: again.reference };
      if (!(await takePlace(tx, centre.id, start, centre.slotCapacity))) throw new SlotFull();
      for (;;) {
        const [row] = await tx
          .insert(bookings)
          .values({
            reference: newReference(),
            productId: product.id,
            centreId: centre.id,
            userId,
            service: body.service,
            slotStart: start,
            patientName: body.patient.name,
            patientAge: body.patient.age,
            patientGender: body.patient.gender,
            phone: body.patient.phone,
            address: home?.line ?? null,
            pincode: home?.pincode ?? null,
            landmark: home?.landmark ?? null,
            price: centre.price,
            homeCollectionFee: fee,
            nightSurcharge: price - centre.price,
            total: price + fee,
            status: 'confirmed',
            idempotencyKey,
            requestHash: hash,
            madeByStaffId,
            createdAt: now,
            updatedAt: now,
          })
          .onConflictDoNothing({ target: bookings.reference })
          .returning({ id: bookings.id, reference: bookings.reference });
        if (!row) continue;
        // What the form said the number is for, in its words, stored with the booking.
        await tx.insert(consents).values(
          consentRows({
            phone: body.patient.phone,
            purpose: 'booking_messages',
            via: 'booking',
            marketing: body.marketing_consent,
            bookingId: row.id,
            now,
          }),
        );
        return { created: row.reference };
      }
    });
    if ('existing' in reference) {
      const again = await replay(db, idempotencyKey, hash);
      return { booking: again!, replayed: true };
    }
    return { booking: (await getBooking(db, reference.created))!, replayed: false };
  } catch (error) {
    if (!(error instanceof SlotFull)) throw error;
    const slots = await availability(db, product, centre, indiaDate(start), now);
    throw new HttpError(409, 'slot_full', 'That slot has just been filled. Please pick another.', {
      nearest_free_slots: nearestFree(slots, start).map((s) => s.start.toISOString()),
    });
  }
}
