// Cancel against reschedule of the same booking. A cancel may act on details read before a
// reschedule moved the booking; it must free the slot the booking is in when it is cancelled,
// not the one it was read in. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL, where
// the pool runs the two transactions really at once.
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookings, slotUsage } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaInstant } from '@/lib/locale/india';
import { fixture } from '@/lib/testing/catalog-fixture';
import { createBooking } from './create';
import { cancelBooking, rescheduleBooking } from './manage';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

// Monday 23 November 2026, 09:00 in India; the slots are the next day's.
const NOW = new Date('2026-11-23T03:30:00Z');
const CAPACITY = 25;
const at = (minutes: number) => indiaInstant('2026-11-24', minutes);

let t: TestDb;
let productRandomId: string;
let centreId: number;

beforeAll(async () => {
  t = await createTestDb();
  const f = fixture(t.db);
  const city = await f.city('Hyderabad');
  const area = await f.area(city.id, 'Ameerpet');
  const category = await f.category('mri', 'MRI');
  const product = await f.product(category.id, 'MRI Brain');
  const org = await f.organisation('Nirmal Imaging');
  const centre = await f.centre(org.id, area, undefined, {
    opensAt: '08:00:00',
    closesAt: '20:00:00',
    slotMinutes: 30,
    slotCapacity: CAPACITY,
  });
  await f.price(centre, product.id, 3750, 5630);
  productRandomId = product.randomId;
  centreId = centre.id;
});
afterAll(async () => {
  await t?.close();
});

async function book(start: Date) {
  const { booking } = await createBooking(
    t.db,
    {
      product_random_id: productRandomId,
      centre_id: centreId,
      service: 'walkin',
      slot_start: start.toISOString(),
      safety: NOTHING_DECLARED,
      patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: '9876543210' },
    },
    randomUUID(),
    NOW,
  );
  return booking;
}

/** `db`, calling `opening` as a transaction begins. */
function onTransaction(db: Db, opening: () => void): Db {
  return new Proxy(db, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (key === 'transaction') opening();
        return value.apply(target, args);
      };
    },
  });
}

/** Those of the slots whose count of places taken is not the number of confirmed bookings in it. */
async function miscounted(...slots: Date[]) {
  const usage = await t.db
    .select()
    .from(slotUsage)
    .where(and(eq(slotUsage.centreId, centreId), inArray(slotUsage.slotStart, slots)));
  const confirmed = await t.db
    .select({ slotStart: bookings.slotStart })
    .from(bookings)
    .where(
      and(eq(bookings.centreId, centreId), inArray(bookings.status, ['booked', 'rescheduled'])),
    );
  const inSlot = (start: Date) =>
    confirmed.filter((b) => b.slotStart.getTime() === start.getTime()).length;
  return usage
    .map((u) => ({
      slot: u.slotStart.toISOString(),
      taken: u.booked,
      confirmed: inSlot(u.slotStart),
    }))
    .filter((s) => s.taken !== s.confirmed || s.taken < 0 || s.taken > CAPACITY);
}

it('a cancel acting on details read before a reschedule frees the slot the booking moved to', async () => {
  const [from, to] = [at(10 * 60), at(10 * 60 + 30)];
  await book(from); // stays, so a second free of `from` would show
  const stale = await book(from);
  await rescheduleBooking(t.db, stale, to, NOW);

  const cancelled = await cancelBooking(t.db, stale, NOW);
  expect(cancelled.row).toMatchObject({ status: 'cancelled_by_patient', slotStart: to });
  expect(await miscounted(from, to)).toEqual([]);
});

it('20 cancels racing 20 reschedules of the same bookings leave every count right (x5)', async () => {
  let movedFirst = 0;
  for (let round = 0; round < 5; round++) {
    const [from, to] = [at(12 * 60 + round * 60), at(12 * 60 + round * 60 + 30)];
    await Promise.all([book(from), book(from), book(to), book(to)]); // bystanders
    const racers = await Promise.all(Array.from({ length: 20 }, () => book(from)));

    // Both act on the details read before either began, as two requests would. A reschedule
    // reads its centre before it locks, so a cancel started with it nearly always wins: every
    // other cancel starts only as its reschedule opens its transaction, to race it for the lock.
    const results = await Promise.all(
      racers.map((details, i) => {
        let opening!: () => void;
        const opened = new Promise<void>((resolve) => (opening = resolve));
        const start = i % 2 ? opened : Promise.resolve();
        return Promise.all([
          Promise.allSettled([rescheduleBooking(onTransaction(t.db, opening), details, to, NOW)]),
          start.then(() => cancelBooking(t.db, details, NOW)),
        ]);
      }),
    );
    for (const [[moved], cancelled] of results) {
      expect(cancelled.row.status).toBe('cancelled_by_patient');
      if (moved!.status === 'fulfilled') movedFirst++;
      else expect(moved!.reason).toMatchObject({ status: 422, subCode: 'booking_cancelled' });
    }
    expect(await miscounted(from, to)).toEqual([]);
  }
  // Both orders were tried, or the race proved nothing.
  expect(movedFirst).toBeGreaterThan(0);
  expect(movedFirst).toBeLessThan(100);
});
