// Someone else's booking and an unknown reference: the same 404, by the same path (a
// security probe found the answer's time told them apart, 12.5-13.6 ms against 8.2-9.7 ms over
// HTTP).
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/db/connect';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaInstant } from '@/lib/locale/india';
import { fixture } from '@/lib/testing/catalog-fixture';
import { loggedIn } from '@/lib/testing/session';
import { accessToken } from './access';
import { createBooking } from './create';
import { ownedBookingFor, type CookieReader } from './owned';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

let t: TestDb;
let reference: string;
let asha: { cookie: string; userId: number };
let ravi: { cookie: string; userId: number };

beforeAll(async () => {
  t = await createTestDb();
  const f = fixture(t.db);
  const city = await f.city('Hyderabad');
  const area = await f.area(city.id, 'Ameerpet');
  const product = await f.product((await f.category('mri', 'MRI')).id, 'MRI Brain');
  const centre = await f.centre((await f.organisation('Nirmal Imaging')).id, area);
  await f.price(centre, product.id, 3750, 5630);
  asha = await loggedIn(t.db, '9876543210');
  ravi = await loggedIn(t.db, '9876500000');
  const { booking } = await createBooking(
    t.db,
    {
      product_random_id: product.randomId,
      centre_id: centre.id,
      service: 'walkin',
      slot_start: indiaInstant('2026-11-24', 10 * 60).toISOString(),
      safety: NOTHING_DECLARED,
      patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: '9876543210' },
    },
    randomUUID(),
    new Date('2026-11-23T03:30:00Z'),
    asha.userId,
  );
  reference = booking.row.reference;
});
afterAll(async () => {
  await t?.close();
});

/** The cookies of a browser holding `cookie` ("name=value"). */
const browser =
  (...cookies: string[]): CookieReader =>
  (name) =>
    cookies.map((c) => c.split('=')).find(([n]) => n === name)?.[1];

/** `db`, writing down every query it starts (the builder's first call). */
function recording(db: Db, calls: string[]): Db {
  return new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(key));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
}

async function pathOf(ref: string, cookies: CookieReader): Promise<string[]> {
  const calls: string[] = [];
  await expect(ownedBookingFor(recording(t.db, calls), cookies, ref)).rejects.toMatchObject({
    status: 404,
    subCode: 'booking_not_found',
  });
  return calls;
}

it('opens for its patient and for the access cookie, and for no one else', async () => {
  expect((await ownedBookingFor(t.db, browser(asha.cookie), reference)).row.reference).toBe(
    reference,
  );
  const token = accessToken({
    reference,
    idempotencyKey: (await ownedBookingFor(t.db, browser(asha.cookie), reference)).row
      .idempotencyKey,
    phone: '9876543210',
    userId: null,
  });
  expect(
    (await ownedBookingFor(t.db, browser(`bk_${reference}=${token}`), reference)).row.reference,
  ).toBe(reference);
  await pathOf(reference, browser(ravi.cookie));
  await pathOf(reference, browser(`bk_${reference}=${'x'.repeat(43)}`));
});

it("runs the same queries for another patient's booking as for an unknown or malformed reference", async () => {
  for (const cookies of [browser(ravi.cookie), browser()]) {
    const theirs = await pathOf(reference, cookies);
    expect(theirs.length).toBeGreaterThan(0);
    expect(await pathOf('DX-ZZZZZZ', cookies)).toEqual(theirs);
    expect(await pathOf('not-a-reference', cookies)).toEqual(theirs);
  }
});

it('takes the same time for both, within noise (interleaved, medians of 60)', async () => {
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const time = async (ref: string) => {
    const started = performance.now();
    await ownedBookingFor(t.db, browser(ravi.cookie), ref).catch(() => undefined);
    return performance.now() - started;
  };
  for (let i = 0; i < 10; i++) await time(i % 2 ? reference : 'DX-ZZZZZZ');
  const theirs: number[] = [];
  const unknown: number[] = [];
  for (let i = 0; i < 60; i++) {
    theirs.push(await time(reference));
    unknown.push(await time('DX-ZZZZZ2'));
  }
  const ratio = median(theirs) / median(unknown);
  // Before, another patient's booking also loaded the booking, its product and its centre.
  expect(ratio).toBeGreaterThan(0.75);
  expect(ratio).toBeLessThan(1.33);
});
