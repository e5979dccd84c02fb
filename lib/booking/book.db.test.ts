import { NextRequest } from 'next/server';
import { and, eq } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/connect';
import { bookings, rateLimits, slotUsage } from '@/lib/db/schema';
import { indiaInstant } from '@/lib/locale/india';
import { createLimiters, type Limiters } from '@/lib/ratelimit';
import { HttpError } from '@/lib/server-api/errors';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { loggedIn } from '@/lib/testing/session';
import { bookFromRequest } from './book';
import { bookableDates } from './schedule';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

const t = setUpScenarioDb();
const PATIENT = '9876543210';
const STRANGER = '9123456780';
let patient: { cookie: string; userId: number };
let stranger: { cookie: string; userId: number };
beforeAll(async () => {
  patient = await loggedIn(t.db.db, PATIENT);
  stranger = await loggedIn(t.db.db, STRANGER);
});

const day = () => bookableDates(new Date())[2]!;
let minutes = 8 * 60;
/** A new slot of centre a1 for each call (08:00 on, every 30 minutes, then the next day's). */
const nextSlot = () => indiaInstant(day(), (minutes += 30)).toISOString();

let requests = 0;
function request(options: { cookie?: string; phone?: string; slot: string; key?: string }) {
  return new NextRequest('http://127.0.0.1:3000/api/booking/', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': `198.51.100.${++requests}`,
      'idempotency-key': options.key ?? `book-test-${requests}`,
      ...(options.cookie && { cookie: options.cookie }),
    },
    body: JSON.stringify({
      product_random_id: t.ids.mriBrain.randomId,
      centre_id: t.ids.centres.a1.id,
      service: 'walkin',
      slot_start: options.slot,
      safety: NOTHING_DECLARED,
      patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: options.phone ?? PATIENT },
    }),
  });
}

const bookingsAt = async (slot: string) =>
  t.db.db
    .select()
    .from(bookings)
    .where(eq(bookings.slotStart, new Date(slot)));
const placesTaken = async (slot: string) =>
  (
    await t.db.db
      .select({ booked: slotUsage.booked })
      .from(slotUsage)
      .where(
        and(eq(slotUsage.centreId, t.ids.centres.a1.id), eq(slotUsage.slotStart, new Date(slot))),
      )
  )[0]?.booked ?? 0;

describe.each([
  ['gate and write in one statement (PostgreSQL)', true],
  ['gate, then write (PGlite)', false],
])('a booking request, %s', (_name, oneStatement) => {
  let limits: Limiters;
  beforeEach(async () => {
    await t.db.db.delete(rateLimits);
    limits = createLimiters(t.db.handle as DbHandle, { bookingPerIp: 5, bookingPerPhone: 3 });
  });
  const book = (r: NextRequest) =>
    bookFromRequest(t.db.handle as DbHandle, r, { limits, oneStatement }).catch(
      (error: unknown) => {
        if (error instanceof HttpError) return { status: error.status, subCode: error.subCode };
        throw error;
      },
    );
  /** The points the limit table holds (the PostgreSQL limiters'; PGlite's count in memory). */
  const points = async () => (await t.db.db.select().from(rateLimits)).map((r) => r.points).sort();

  it("books once, for the session's patient, spending one point of each limit", async () => {
    const slot = nextSlot();
    const answer = await book(request({ cookie: patient.cookie, slot }));
    expect(answer).toMatchObject({ replayed: false, booking: { row: { userId: patient.userId } } });
    const rows = await bookingsAt(slot);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: patient.userId, phone: PATIENT, status: 'booked' });
    expect(await placesTaken(slot)).toBe(1);
    if (oneStatement) expect(await points()).toEqual([1, 1]);
  });

  it("gives back the row as stored, its patient the session's", async () => {
    const answer = await book(request({ cookie: patient.cookie, slot: nextSlot() }));
    if (!('booking' in answer)) throw new Error(`not booked: ${JSON.stringify(answer)}`);
    const [stored] = await t.db.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, answer.booking.row.id));
    expect(answer.booking.row).toEqual(stored);
    expect(stored!.userId).toBe(patient.userId);
  });

  it("writes nothing for a stranger naming a patient's number, nor spends the number's points", async () => {
    const slot = nextSlot();
    const answer = await book(request({ cookie: stranger.cookie, slot }));
    expect(answer).toEqual({ status: 403, subCode: 'phone_not_verified' });
    expect(await bookingsAt(slot)).toEqual([]);
    expect(await placesTaken(slot)).toBe(0);
    // The address's point only: the number's counter was not touched.
    if (oneStatement) expect(await points()).toEqual([1]);
  });

  it('answers a full slot 409, with nothing written and one point spent per request', async () => {
    const slot = nextSlot();
    await book(request({ cookie: patient.cookie, slot }));
    await book(request({ cookie: patient.cookie, slot }));
    expect(await placesTaken(slot)).toBe(2);
    const answer = await book(request({ cookie: patient.cookie, slot }));
    expect(answer).toEqual({ status: 409, subCode: 'slot_full' });
    expect(await bookingsAt(slot)).toHaveLength(2);
    expect(await placesTaken(slot)).toBe(2);
    // Three addresses' points and the number's three: none spent twice, none lost.
    if (oneStatement) expect(await points()).toEqual([1, 1, 1, 3]);
  });

  it('gives a retry with the same key the same booking, once', async () => {
    const slot = nextSlot();
    const key = `retry-${minutes}-${Number(oneStatement)}`;
    const first = await book(request({ cookie: patient.cookie, slot, key }));
    expect(first).toHaveProperty('booking');
    const again = await book(request({ cookie: patient.cookie, slot, key }));
    expect(again).toMatchObject({
      replayed: true,
      booking: {
        row: {
          reference: (first as { booking: { row: { reference: string } } }).booking.row.reference,
        },
      },
    });
    expect(await bookingsAt(slot)).toHaveLength(1);
  });

  it("refuses the number's fourth booking in its window, booking nothing", async () => {
    for (let k = 0; k < 3; k++) {
      expect(await book(request({ cookie: patient.cookie, slot: nextSlot() }))).toHaveProperty(
        'booking',
      );
    }
    const slot = nextSlot();
    expect(await book(request({ cookie: patient.cookie, slot }))).toEqual({
      status: 429,
      subCode: 'rate_limited',
    });
    expect(await bookingsAt(slot)).toEqual([]);
    expect(await placesTaken(slot)).toBe(0);
  });

  it('asks for a login before it looks at the test or the slot', async () => {
    const answer = await book(request({ slot: '2020-01-01T04:30:00.000Z' }));
    expect(answer).toEqual({ status: 401, subCode: 'login_required' });
  });
});
