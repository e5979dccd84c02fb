// A booking's offer checks and values, shared by both ways of booking, then each way's write
// side by side: behind its gate in one statement, and the careful way, which also gives back
// the booking of an earlier request with the same Idempotency-Key (lib/booking/book.ts).
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { BookingCreateBody } from './contract';
import { HttpError } from '@/lib/server-api/errors';
import type { Db } from '@/lib/db/connect';
import { bookings } from '@/lib/db/schema';
import { consentRows, type ConsentRow } from '@/lib/privacy/client';
import {
  brokenUniqueConstraint,
  databaseErrorOf,
  DEADLOCK,
  NOT_NULL_VIOLATION,
  SERIALIZATION_FAILURE,
  UNIQUE_VIOLATION,
} from '@/lib/db/errors';
import { bookedCentre } from './centres';
import { bookingOffer } from './offer';
import { newReference } from './reference';
import { indiaDate } from '@/lib/locale/india';
import { slotProblem } from './schedule';
import { ackDeadline } from './ack-deadline';
import { availability, nearestFree, slotPrice } from './slots';
import { runBookingWrite, type BookingMessages, type BookingValues } from './write';
import { newBookingMessages } from '@/lib/messages';
import { env } from '@/lib/env';
import type { BookingAsk } from './request';
import { childPatient, type BookedMember } from './for-member';
import { getBooking, type BookingDetails, type BookingRow } from './view';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { checkSafety, sealerFor, testFacts, type Sealer } from '@/lib/safety';

/**
 * Where the patient came from, as the campaigns feature reads it: the booking's route (or the
 * agent's lead) hands it over and it is stored as given. Campaigns reads bookings for its
 * report, so booking never imports campaigns.
 */
export type Attribution = object;

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

// --- What both ways share: the offer's checks and the new booking's values ----------------

export type NewBooking = Omit<
  typeof bookings.$inferInsert,
  'reference' | 'slotStart' | 'attribution'
> & {
  slotStart: Date;
  slotCapacity: number;
  attribution?: Attribution | null;
};

/** A new booking's values for its statement, with a new id and reference. */
function rowValues(booking: NewBooking, nextReference: () => string): BookingValues {
  return {
    id: randomUUID(),
    ackDueAt: null,
    windowEnd: null,
    memberId: null,
    lateCredit: 0,
    reportHours: null,
    reportLateCredit: 0,
    ...booking,
    attribution: booking.attribution ? JSON.stringify(booking.attribution) : null,
    reference: nextReference(),
  } as BookingValues;
}

/** The checks a booking passes before it is written; a 404 or 422 when it does not. */
async function checkedOffer(
  db: Db,
  body: BookingCreateBody,
  now: Date,
  member: BookedMember | null = null,
) {
  const offer = await bookingOffer(db, body.product_random_id, body.centre_id, now);
  if (!offer.found && offer.missing === 'product') {
    throw new HttpError(404, 'product_not_found', 'That test was not found.');
  }
  if (!offer.found) throw invalid('not_offered', 'That centre does not offer this test.');
  const { product, centre } = offer;
  if (body.service === 'home-service' && !centre.homeService) {
    throw invalid('home_service_unavailable', 'That centre does not offer this test at home.');
  }
  const start = new Date(body.slot_start);
  const problem = slotProblem(centre.schedule, start, now);
  if (problem) throw invalid('slot_unavailable', problem);
  // The pre-visit check, of the person the test is for: a saved member's own age and gender.
  const safety = checkSafety(testFacts(product), member ?? body.patient, body.safety);
  return { product, centre, start, sealer: await sealerFor(safety.kept) };
}

type Checked = Awaited<ReturnType<typeof checkedOffer>>;

/** A checked request's booking row, consents and messages, priced as of `now`. */
function newBooking(
  { product, centre, start }: Checked,
  body: BookingCreateBody,
  idempotencyKey: string,
  now: Date,
  who: {
    userId: number | null;
    madeByStaffId: string | null;
    attribution: Attribution | null;
    language: Locale;
    /** The family member the test is for (lib/booking/for-member.ts); null for the typed patient. */
    member?: BookedMember | null;
  },
): { booking: NewBooking; consent: ConsentRow[]; planned: BookingMessages } {
  const { price } = slotPrice(product, centre.price, start);
  const patient = who.member ?? { memberId: null, relation: null, ...body.patient };
  // A child's booking keeps no campaign attribution and no marketing consent, whatever was sent.
  const child = childPatient(patient.age);
  const fee = body.service === 'home-service' ? centre.homeCollectionFee : 0;
  const home = body.service === 'home-service' ? body.address : undefined;
  return {
    booking: {
      productId: product.id,
      centreId: centre.id,
      userId: who.userId,
      service: body.service,
      slotStart: start,
      slotCapacity: centre.slotCapacity,
      patientName: patient.name,
      patientAge: patient.age,
      patientGender: patient.gender,
      memberId: patient.memberId,
      phone: body.patient.phone,
      address: home?.line ?? null,
      pincode: home?.pincode ?? null,
      landmark: home?.landmark ?? null,
      price: centre.price,
      homeCollectionFee: fee,
      nightSurcharge: price - centre.price,
      total: price + fee,
      status: 'booked',
      ackDueAt: ackDeadline(now, centre.ackMinutes, centre.schedule, start),
      windowEnd: home ? new Date(start.getTime() + centre.homeWindowMinutes * 60_000) : null,
      lateCredit: home ? centre.lateCredit : 0,
      // Any booking's report can come late: the same promised credit, walk-in or at home.
      reportLateCredit: centre.lateCredit,
      reportHours: centre.reportHours,
      idempotencyKey,
      requestHash: requestHash(body),
      madeByStaffId: who.madeByStaffId,
      attribution: child ? null : who.attribution,
      language: who.language,
      createdAt: now,
      updatedAt: now,
    },
    // What the form said the number is for, in its words, stored with the booking.
    consent: consentRows({
      phone: body.patient.phone,
      purpose: 'booking_messages',
      via: 'booking',
      marketing: !child && body.marketing_consent,
      language: who.language,
      now,
    }),
    planned: newBookingMessages(start, product, env().MESSAGE_CHANNEL, now),
  };
}

// --- The one-statement way: the booking behind its gate (lib/booking/book.ts) ------------

/** What undoes a booking's statement as a whole, for a reason the careful path answers. */
const RETRIED_ELSEWHERE = new Set([UNIQUE_VIOLATION, DEADLOCK, SERIALIZATION_FAILURE]);

/**
 * A patient's booking and its gate (lib/booking/gate.ts) in one statement: the booking when
 * every check passed and the slot had a place, or null when the statement undid itself (the
 * gate refused, the slot was full, the key or reference was taken) or the offer's checks did
 * not pass. Null leaves nothing written and no point spent: the request is then answered the
 * careful way, gate first (passBookingGate, then createBooking), which finds out why.
 */
export async function createBookingBehindGate(
  db: Db,
  { body, key, language }: BookingAsk,
  gate: Record<string, unknown>,
  now: Date,
  attribution: Attribution | null,
): Promise<BookingDetails | null> {
  let checked: Checked;
  try {
    checked = await checkedOffer(db, body, now);
  } catch (error) {
    if (error instanceof HttpError) return null;
    throw error;
  }
  const { booking, consent, planned } = newBooking(checked, body, key, now, {
    userId: null,
    madeByStaffId: null,
    attribution,
    language,
  });
  try {
    const values = rowValues(booking, newReference);
    const safety = checked.sealer?.(values.id as string) ?? null;
    const row = await runBookingWrite(db, values, consent, planned, gate, safety);
    return { row: row!, product: checked.product, centre: bookedCentre(checked.centre) };
  } catch (error) {
    const fields = databaseErrorOf(error);
    if (fields?.code === NOT_NULL_VIOLATION && fields.column === 'slot_start') return null;
    if (fields && RETRIED_ELSEWHERE.has(fields.code)) return null;
    throw error;
  }
}

// --- The careful way: after the gate, with the replay of an earlier request ---------------

export async function replay(db: Db, key: string, hash: string): Promise<BookingDetails | null> {
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

/** Whether `db` is a caller's transaction (a boolean, so that `db` keeps its type). */
const inTransaction = (db: Db): boolean => db instanceof PgTransaction;

/** What writeBooking found: the booking written, a full slot, or the key's earlier booking. */
type Written = { row: BookingRow } | { full: true } | { keyTaken: true };

/**
 * Takes the slot's place and writes the booking and its consents in one statement: one round
 * trip, and the slot's row is locked for that statement alone. A full slot's place statement
 * returns no row, so the booking's slot_start is null, which the column refuses: the statement
 * undoes itself as a whole and nothing is taken. A concurrent request with the same key waits
 * on the key's unique index and then fails on it, its place given back the same way.
 */
export async function writeBooking(
  db: Db,
  booking: NewBooking,
  consent: ConsentRow[],
  planned: BookingMessages,
  nextReference: () => string = newReference,
  /** Seals the pre-visit answers for the new booking's id; null when it has none. */
  sealer: Sealer | null = null,
): Promise<Written> {
  for (;;) {
    try {
      const values = rowValues(booking, nextReference);
      const safety = sealer?.(values.id as string) ?? null;
      const write = (on: Db) => runBookingWrite(on, values, consent, planned, null, safety);
      // In the caller's transaction (a member kept with the booking), the statement gets its
      // own savepoint: a full slot or a taken key is then answered here, the transaction alive.
      const row = inTransaction(db) ? await db.transaction(write) : await write(db);
      return { row: row! };
    } catch (error) {
      const broken = brokenUniqueConstraint(error);
      if (broken === 'bookings_reference_unique') continue; // a new reference, and again
      if (broken === 'bookings_idempotency_key_unique') return { keyTaken: true };
      const fields = databaseErrorOf(error);
      if (fields?.code === NOT_NULL_VIOLATION && fields.column === 'slot_start')
        return { full: true };
      throw error;
    }
  }
}

/**
 * Creates a confirmed booking, or gives back the one an earlier request with the same
 * Idempotency-Key created. The slot's place is taken in the same statement as the booking
 * row is written, by a conditional update that cannot pass capacity, so the last place is
 * never sold twice; a full slot answers 409 with the nearest free slots. The key is looked up
 * only when the request does not simply succeed: a retry whose booking exists fails on the
 * key's unique index (or finds its slot full, or its slot past) and is answered from there.
 */
export async function createBooking(
  db: Db,
  body: BookingCreateBody,
  idempotencyKey: string,
  now: Date = new Date(),
  /** The logged-in patient the booking belongs to; null for none. */
  userId: number | null = null,
  /** The agent booking on the patient's behalf; null when the patient booked. */
  madeByStaffId: string | null = null,
  /** Where the patient came from: the visit's, or the lead's for an agent's booking. */
  attribution: Attribution | null = null,
  /** The booking's language (the request's: lib/i18n/request-language.ts). */
  language: Locale = body.language ?? DEFAULT_LOCALE,
  /** The family member the test is for, read or kept by lib/booking/for-member.ts. */
  member: BookedMember | null = null,
): Promise<{ booking: BookingDetails; replayed: boolean }> {
  const hash = requestHash(body);
  const earlier = async () => {
    const found = await replay(db, idempotencyKey, hash);
    return found && { booking: found, replayed: true };
  };
  let checked: Checked;
  try {
    checked = await checkedOffer(db, body, now, member);
  } catch (error) {
    if (error instanceof HttpError) {
      const again = await earlier();
      if (again) return again;
    }
    throw error;
  }
  const { booking, consent, planned } = newBooking(checked, body, idempotencyKey, now, {
    userId,
    madeByStaffId,
    attribution,
    language,
    member,
  });
  const written = await writeBooking(db, booking, consent, planned, newReference, checked.sealer);
  const { product, centre, start } = checked;
  if ('row' in written) {
    return {
      booking: {
        row: written.row,
        product,
        centre: bookedCentre(centre),
        member: member && { relation: member.relation },
      },
      replayed: false,
    };
  }
  // A retry of a request that took the slot's last place, or one racing its twin: its booking.
  const again = await earlier();
  if (again) return again;
  if ('keyTaken' in written) throw new Error('the Idempotency-Key was taken, yet holds no booking');
  const slots = await availability(db, product, centre, indiaDate(start), now);
  throw new HttpError(409, 'slot_full', 'That slot has just been filled. Please pick another.', {
    nearest_free_slots: nearestFree(slots, start).map((s) => s.start.toISOString()),
  });
}
