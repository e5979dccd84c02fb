import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { BookingCreateBody } from '@/lib/booking/contract';
import { HttpError } from '@/lib/server-api/errors';
import { bookingCredits, bookings, consents, slotUsage } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { fixture } from '@/lib/testing/catalog-fixture';
import { getProductByRandomId } from '@/lib/catalog/products';
import { getBookingCentre } from './centres';
import { createBooking, writeBooking, type NewBooking } from './create';
import { cancelBooking, rescheduleBooking } from './manage';
import { indiaInstant } from '@/lib/locale/india';
import { availability } from './slots';
import { getBooking } from './view';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

// Monday 23 November 2026, 09:00 in India.
const NOW = new Date('2026-11-23T03:30:00Z');
const DAY = '2026-11-24';
/** A day the tests of the one-statement write have to themselves. */
const LATER = '2026-11-25';
const at = (hhmm: string, date = DAY) => {
  const [h, m] = hhmm.split(':').map(Number);
  return indiaInstant(date, h! * 60 + m!);
};

/** The places taken in one slot of a centre (undefined when none was ever taken). */
const placesTaken = async (centreId: number, start: Date) =>
  (
    await t.db
      .select({ booked: slotUsage.booked })
      .from(slotUsage)
      .where(and(eq(slotUsage.centreId, centreId), eq(slotUsage.slotStart, start)))
  )[0]?.booked;

let t: TestDb;
let ids: Awaited<ReturnType<typeof setUp>>;

async function setUp() {
  const f = fixture(t.db);
  const city = await f.city('Hyderabad');
  const area = await f.area(city.id, 'Ameerpet');
  const mriCat = await f.category('mri', 'MRI');
  const labCat = await f.category('hematology', 'Hematology');
  const mri = await f.product(mriCat.id, 'MRI Brain', { showNightPricing: true });
  const cbc = await f.product(labCat.id, 'CBC', { homeServiceAllowed: true });
  const org = await f.organisation('Nirmal Imaging');
  const hours = { opensAt: '08:00:00', closesAt: '23:00:00', slotMinutes: 30 };
  const single = await f.centre(org.id, area, undefined, { ...hours, slotCapacity: 1 });
  const triple = await f.centre(org.id, area, undefined, { ...hours, slotCapacity: 3 });
  const lab = await f.centre(org.id, area, undefined, {
    ...hours,
    slotCapacity: 5,
    homeService: true,
    homeCollectionFee: 99,
  });
  const walkinOnly = await f.centre(org.id, area, undefined, { ...hours, slotCapacity: 5 });
  await f.price(single, mri.id, 3750, 5630);
  await f.price(triple, mri.id, 4000, 6000);
  await f.price(lab, cbc.id, 300, 450, true);
  await f.price(walkinOnly, cbc.id, 250, 380, false);
  return { city, mri, cbc, single, triple, lab, walkinOnly };
}

beforeAll(async () => {
  t = await createTestDb();
  ids = await setUp();
});
afterAll(async () => {
  await t?.close();
});

function body(over: Partial<BookingCreateBody> = {}): BookingCreateBody {
  return {
    product_random_id: ids.mri.randomId,
    centre_id: ids.single.id,
    service: 'walkin',
    slot_start: at('10:00').toISOString(),
    safety: NOTHING_DECLARED,
    patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: '9876543210' },
    ...over,
  };
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 201;
  } catch (error) {
    if (error instanceof HttpError) return error.status;
    throw error;
  }
}

async function rush(slot: string, centreId: number, requests: number) {
  const statuses = await Promise.all(
    Array.from({ length: requests }, () =>
      status(
        createBooking(
          t.db,
          body({ centre_id: centreId, slot_start: at(slot).toISOString() }),
          randomUUID(),
          NOW,
        ),
      ),
    ),
  );
  return {
    created: statuses.filter((s) => s === 201).length,
    full: statuses.filter((s) => s === 409).length,
    other: statuses.filter((s) => s !== 201 && s !== 409),
  };
}

describe('no overbooking', () => {
  it('50 simultaneous requests for a slot with one place: 1 booking, 49 answers of 409 (x20)', async () => {
    for (let i = 0; i < 20; i++) {
      const slot = `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      const r = await rush(slot, ids.single.id, 50);
      expect(r).toEqual({ created: 1, full: 49, other: [] });
    }
    const [usage] = await t.db
      .select()
      .from(slotUsage)
      .where(eq(slotUsage.centreId, ids.single.id))
      .limit(1);
    expect(usage?.booked).toBe(1);
  });

  it('the same with three places: 3 bookings, 47 answers of 409 (x20)', async () => {
    for (let i = 0; i < 20; i++) {
      const slot = `${String(8 + Math.floor(i / 2)).padStart(2, '0')}:${i % 2 ? '30' : '00'}`;
      const r = await rush(slot, ids.triple.id, 50);
      expect(r).toEqual({ created: 3, full: 47, other: [] });
    }
    const rows = await t.db.select().from(bookings).where(eq(bookings.centreId, ids.triple.id));
    expect(rows).toHaveLength(60);
  });
});

describe('idempotency', () => {
  it('20 simultaneous retries with one key create one booking and all get the same answer', async () => {
    const key = randomUUID();
    const request = body({ slot_start: at('19:00').toISOString() });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => createBooking(t.db, request, key, NOW)),
    );
    const references = new Set(answers.map((a) => a.booking.row.reference));
    expect(references.size).toBe(1);
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1);
    const rows = await t.db.select().from(bookings).where(eq(bookings.idempotencyKey, key));
    expect(rows).toHaveLength(1);
    expect([...references][0]).toMatch(/^DX-[A-Z2-9]{6}$/);
  });

  it('retries with one key on a slot with places to spare take one place, not one each', async () => {
    const key = randomUUID();
    const start = at('19:00', LATER);
    const request = body({ centre_id: ids.triple.id, slot_start: start.toISOString() });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => createBooking(t.db, request, key, NOW)),
    );
    expect(new Set(answers.map((a) => a.booking.row.reference)).size).toBe(1);
    expect(await placesTaken(ids.triple.id, start)).toBe(1);
  });

  it('the same key with another body answers 422 and writes nothing', async () => {
    const key = randomUUID();
    await createBooking(t.db, body({ slot_start: at('19:30').toISOString() }), key, NOW);
    const other = body({
      slot_start: at('19:30').toISOString(),
      safety: NOTHING_DECLARED,
      patient: { ...body().patient, age: 43 },
    });
    await expect(createBooking(t.db, other, key, NOW)).rejects.toMatchObject({
      status: 422,
      subCode: 'idempotency_key_reused',
    });
  });
});

describe('the one-statement write', () => {
  it('answers with the booking exactly as it is read back, its consent stored with it', async () => {
    const created = await createBooking(
      t.db,
      body({ slot_start: at('18:00', LATER).toISOString(), marketing_consent: true }),
      randomUUID(),
      NOW,
    );
    expect(created.replayed).toBe(false);
    expect(created.booking).toEqual(await getBooking(t.db, created.booking.row.reference));
    const given = await t.db
      .select({ purpose: consents.purpose, granted: consents.granted })
      .from(consents)
      .where(eq(consents.bookingId, created.booking.row.id));
    expect(given.map((c) => c.purpose).sort()).toEqual(['booking_messages', 'marketing']);
  });

  it('draws a new reference when the one drawn is taken, and takes one place', async () => {
    const first = await createBooking(
      t.db,
      body({ centre_id: ids.triple.id, slot_start: at('17:00', LATER).toISOString() }),
      randomUUID(),
      NOW,
    );
    const drawn = [first.booking.row.reference, 'DX-ZZZZZZ'];
    const start = at('17:30', LATER);
    const same: Partial<typeof first.booking.row> = { ...first.booking.row };
    delete same.id;
    delete same.reference;
    const written = await writeBooking(
      t.db,
      {
        ...(same as NewBooking),
        slotStart: start,
        slotCapacity: 3,
        idempotencyKey: randomUUID(),
      },
      [],
      { channel: 'sms', kinds: [], dueAts: [] },
      () => drawn.shift()!,
    );
    expect(written).toMatchObject({ row: { reference: 'DX-ZZZZZZ', slotStart: start } });
    expect(await placesTaken(ids.triple.id, start)).toBe(1);
  });

  it('a full slot writes neither booking nor consent, and its places stay as they were', async () => {
    const start = at('16:00', LATER);
    await createBooking(t.db, body({ slot_start: start.toISOString() }), randomUUID(), NOW);
    const counts = async () => ({
      bookings: (await t.db.select({ id: bookings.id }).from(bookings)).length,
      consents: (await t.db.select({ id: consents.id }).from(consents)).length,
      booked: await placesTaken(ids.single.id, start),
    });
    const before = await counts();
    expect(before.booked).toBe(1);
    await expect(
      createBooking(
        t.db,
        body({ slot_start: start.toISOString(), marketing_consent: true }),
        randomUUID(),
        NOW,
      ),
    ).rejects.toMatchObject({ status: 409 });
    expect(await counts()).toEqual(before);
  });
});

describe('prices', () => {
  it('a night slot of an MRI carries the night price; the home-collection fee only for home service', async () => {
    const night = await createBooking(
      t.db,
      body({ slot_start: at('21:00').toISOString() }),
      randomUUID(),
      NOW,
    );
    expect(night.booking.row).toMatchObject({
      price: 3750,
      nightSurcharge: 2750 - 3750,
      total: 2750,
      homeCollectionFee: 0,
    });
    const home = await createBooking(
      t.db,
      body({
        product_random_id: ids.cbc.randomId,
        centre_id: ids.lab.id,
        service: 'home-service',
        slot_start: at('09:00').toISOString(),
        address: { line: '12 Road No. 3, Ameerpet', pincode: '500016' },
      }),
      randomUUID(),
      NOW,
    );
    expect(home.booking.row).toMatchObject({
      price: 300,
      homeCollectionFee: 99,
      nightSurcharge: 0,
      total: 399,
      address: '12 Road No. 3, Ameerpet',
    });
  });
});

describe('the row a booking gives back', () => {
  it('is the row stored, down to the credit taken off and the campaign it came from', async () => {
    const phone = '9012345678';
    const earned = await createBooking(
      t.db,
      body({ patient: { ...body().patient, phone }, slot_start: at('18:00').toISOString() }),
      randomUUID(),
      NOW,
    );
    await t.db
      .insert(bookingCredits)
      .values({ phone, amount: 50, sourceBookingId: earned.booking.row.id });
    const touch = {
      source: 'google',
      medium: 'cpc',
      campaign: 'mri-hyd',
      content: null,
      term: 'mri brain',
      landing: '/hyderabad/',
      at: NOW.toISOString(),
    };
    const created = await createBooking(
      t.db,
      body({
        product_random_id: ids.cbc.randomId,
        centre_id: ids.lab.id,
        service: 'home-service',
        slot_start: at('11:00').toISOString(),
        address: { line: '12 Road No. 3, Ameerpet', pincode: '500016', landmark: 'Metro pillar 9' },
        safety: NOTHING_DECLARED,
        patient: { ...body().patient, phone },
      }),
      randomUUID(),
      NOW,
      null,
      null,
      { first: touch, last: touch },
    );
    const [stored] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, created.booking.row.id));
    expect(created.booking.row).toEqual(stored);
    expect(stored).toMatchObject({
      creditApplied: 50,
      total: 399 - 50,
      landmark: 'Metro pillar 9',
    });
    expect(stored!.windowEnd).not.toBeNull();
  });
});

describe('bad bookings are refused and leave no row', () => {
  const before = async () => (await t.db.select({ id: bookings.id }).from(bookings)).length;

  it.each([
    [
      'a past time',
      () => body({ slot_start: at('08:30', '2026-11-23').toISOString() }),
      422,
      'slot_unavailable',
    ],
    [
      '15 days ahead',
      () => body({ slot_start: at('10:00', '2026-12-08').toISOString() }),
      422,
      'slot_unavailable',
    ],
    [
      'a time between slots',
      () => body({ slot_start: at('10:10').toISOString() }),
      422,
      'slot_unavailable',
    ],
    [
      'after closing',
      () => body({ slot_start: at('23:00').toISOString() }),
      422,
      'slot_unavailable',
    ],
    [
      'a centre that does not offer the test',
      () => body({ centre_id: ids.lab.id }),
      422,
      'not_offered',
    ],
    [
      'home service where it is not offered',
      () =>
        body({
          product_random_id: ids.cbc.randomId,
          centre_id: ids.walkinOnly.id,
          service: 'home-service',
          address: { line: '12 Road No. 3', pincode: '500016' },
        }),
      422,
      'home_service_unavailable',
    ],
    [
      'home service for a test that cannot be done at home',
      () =>
        body({ service: 'home-service', address: { line: '12 Road No. 3', pincode: '500016' } }),
      422,
      'home_service_unavailable',
    ],
    ['an unknown test', () => body({ product_random_id: 'zzzzzz' }), 404, 'product_not_found'],
  ])('%s', async (_, make, code, subCode) => {
    const count = await before();
    await expect(createBooking(t.db, make(), randomUUID(), NOW)).rejects.toMatchObject({
      status: code,
      subCode,
    });
    expect(await before()).toBe(count);
  });

  // 08:00-19:30 and 21:00 of this centre were filled above.
  it('a full slot answers 409 with the nearest free slots', async () => {
    await createBooking(t.db, body({ slot_start: at('22:00').toISOString() }), randomUUID(), NOW);
    const error = await createBooking(
      t.db,
      body({ slot_start: at('22:00').toISOString() }),
      randomUUID(),
      NOW,
    ).catch((e: HttpError) => e);
    expect(error).toMatchObject({ status: 409, subCode: 'slot_full' });
    expect((error as HttpError).extraData.nearest_free_slots).toEqual([
      at('20:30').toISOString(),
      at('21:30').toISOString(),
      at('22:30').toISOString(),
    ]);
  });
});

describe('availability, cancel and reschedule', () => {
  it('lists places left, gives the place back on cancel, and moves a booking', async () => {
    const product = (await getProductByRandomId(t.db, ids.mri.randomId))!;
    const centre = (await getBookingCentre(t.db, product, ids.triple.id, NOW))!;
    const placesAt = async (hhmm: string) =>
      (await availability(t.db, product, centre, DAY, NOW)).find((s) => s.time === hhmm)?.remaining;
    expect(await placesAt('22:00')).toBe(3);
    const made = await createBooking(
      t.db,
      body({ centre_id: ids.triple.id, slot_start: at('22:00').toISOString() }),
      randomUUID(),
      NOW,
    );
    expect(await placesAt('22:00')).toBe(2);

    const moved = await rescheduleBooking(t.db, made.booking, at('22:30'), NOW);
    expect(moved.row.slotStart.toISOString()).toBe(at('22:30').toISOString());
    expect(await placesAt('22:00')).toBe(3);
    expect(await placesAt('22:30')).toBe(2);

    const cancelled = await cancelBooking(t.db, moved, NOW);
    expect(cancelled.row.status).toBe('cancelled_by_patient');
    expect(await placesAt('22:30')).toBe(3);
    // Twice changes nothing.
    await cancelBooking(t.db, cancelled, NOW);
    expect(await placesAt('22:30')).toBe(3);
    await expect(rescheduleBooking(t.db, cancelled, at('21:00'), NOW)).rejects.toMatchObject({
      status: 422,
    });
    expect((await getBooking(t.db, made.booking.row.reference))?.row.status).toBe(
      'cancelled_by_patient',
    );
  });

  it('lists no slots on a closed weekday, and none too close to now', async () => {
    const product = (await getProductByRandomId(t.db, ids.mri.randomId))!;
    const centre = (await getBookingCentre(t.db, product, ids.single.id, NOW))!;
    const today = await availability(t.db, product, centre, '2026-11-23', NOW);
    expect(today[0]?.time).toBe('09:30');
    const closedSundays = { ...centre, schedule: { ...centre.schedule, closedWeekdays: [7] } };
    expect(await availability(t.db, product, closedSundays, '2026-11-29', NOW)).toEqual([]);
  });
});
