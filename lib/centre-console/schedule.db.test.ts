import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { createBooking } from '@/lib/booking';
import { bookings, centres, slotUsage } from '@/lib/db/schema';
import { staffUsers } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaInstant } from '@/lib/locale/india';
import { refusalOf } from '@/lib/testing/api-error';
import { fixture } from '@/lib/testing/catalog-fixture';
import type { StaffViewer } from '@/lib/staff';
import { blockSlot, setClosedDate, updateSettings, type SettingsBody } from './schedule';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

// The centre's schedule against concurrent patients: a slot blocked while 50 book its last
// place never ends with more bookings than places; capacity never goes below what is booked;
// closing a slot or a day with bookings asks first.
const NOW = indiaInstant('2026-11-30', 9 * 60);
const DAY = '2026-12-01';
const at = (minutes: number) => indiaInstant(DAY, minutes);

let t: TestDb;
let ids: { product: string; centre: number; other: number };
let desk: StaffViewer;
let outsider: StaffViewer;

beforeAll(async () => {
  t = await createTestDb();
  const f = fixture(t.db);
  const city = await f.city('Pune');
  const area = await f.area(city.id, 'Baner');
  const cat = await f.category('biochemistry', 'Biochemistry');
  const cbc = await f.product(cat.id, 'CBC');
  const org = await f.organisation('Sahyadri Labs');
  const centre = await f.centre(org.id, area, undefined, { slotCapacity: 3 });
  const other = await f.centre(org.id, area);
  await f.price(centre, cbc.id, 400, 600);
  ids = { product: cbc.randomId, centre: centre.id, other: other.id };
  const staff = async (email: string, centreIds: number[]): Promise<StaffViewer> => {
    const [user] = await t.db
      .insert(staffUsers)
      .values({
        id: randomUUID(),
        email,
        name: 'Desk',
        role: 'centre_staff',
        organisationId: org.id,
      })
      .returning();
    return {
      id: user!.id,
      email,
      name: 'Desk',
      role: 'centre_staff',
      organisationId: org.id,
      centreIds,
      enrolled: true,
      sessionId: 'session',
      ip: '203.0.113.9',
    };
  };
  desk = await staff('desk@example.in', [centre.id]);
  outsider = await staff('other-desk@example.in', [other.id]);
});
afterAll(async () => {
  await t?.close();
});

const book = (start: Date, phone = '9876543210') =>
  createBooking(
    t.db,
    {
      product_random_id: ids.product,
      centre_id: ids.centre,
      service: 'walkin',
      slot_start: start.toISOString(),
      safety: NOTHING_DECLARED,
      patient: { name: 'Asha Rao', age: 42, gender: 'female', phone },
    },
    randomUUID(),
    NOW,
  );

const active = async (start: Date) =>
  (
    await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.centreId, ids.centre),
          eq(bookings.slotStart, start),
          inArray(bookings.status, ['booked', 'confirmed', 'rescheduled']),
        ),
      )
  ).length;

const usage = async (start: Date) =>
  (
    await t.db
      .select()
      .from(slotUsage)
      .where(and(eq(slotUsage.centreId, ids.centre), eq(slotUsage.slotStart, start)))
  )[0]!;

const refusal = async (promise: Promise<unknown>) => {
  const { status, subCode } = await refusalOf(promise);
  return { status, subCode };
};

it('blocking a slot while 50 patients book its last place: never more bookings than places (x5)', async () => {
  for (let round = 0; round < 5; round++) {
    const start = at(10 * 60 + round * 30);
    await book(start);
    await book(start);
    const racers = Array.from({ length: 50 }, () =>
      book(start).then(
        () => 'booked',
        () => 'refused',
      ),
    );
    const blocker = new Promise((r) => setTimeout(r, round)).then(() =>
      blockSlot(
        t.db,
        desk,
        ids.centre,
        { slot_start: start.toISOString(), blocked: true, bookings: 'keep' },
        NOW,
      ),
    );
    const [results] = await Promise.all([Promise.all(racers), blocker]);
    const slot = await usage(start);
    expect(slot.blocked).toBe(true);
    expect(slot.booked).toBe(await active(start));
    expect(slot.booked).toBeLessThanOrEqual(slot.capacity);
    expect(results.filter((r) => r === 'booked').length).toBe(slot.booked - 2);
    // Blocked: no one else gets in.
    expect(await refusal(book(start))).toMatchObject({ status: 409 });
  }
});

it('capacity cannot be set below what a slot holds: 409, nothing changed', async () => {
  const start = at(15 * 60);
  await book(start);
  await book(start);
  const settings: SettingsBody = {
    opens_at: '08:00',
    closes_at: '20:00',
    slot_minutes: 30,
    slot_capacity: 1,
    ack_minutes: 30,
    late_credit: 100,
    home_window_minutes: 60,
  };
  expect(await refusal(updateSettings(t.db, desk, ids.centre, settings, NOW))).toEqual({
    status: 409,
    subCode: 'capacity_below_booked',
  });
  const [centre] = await t.db.select().from(centres).where(eq(centres.id, ids.centre));
  expect(centre!.slotCapacity).toBe(3);
  await updateSettings(t.db, desk, ids.centre, { ...settings, slot_capacity: 4 }, NOW);
  expect((await usage(start)).capacity).toBe(4);
  await updateSettings(t.db, desk, ids.centre, { ...settings, slot_capacity: 3 }, NOW);
  expect((await usage(start)).capacity).toBe(3);
});

it("a slot with bookings asks what to do; 'cancel' cancels them for the patients and frees the places", async () => {
  const start = at(16 * 60);
  await book(start);
  const body = { slot_start: start.toISOString(), blocked: true };
  expect(await refusal(blockSlot(t.db, desk, ids.centre, body, NOW))).toEqual({
    status: 409,
    subCode: 'has_bookings',
  });
  expect((await usage(start)).blocked).toBe(false);
  expect(
    await refusal(blockSlot(t.db, desk, ids.centre, { ...body, bookings: 'cancel' }, NOW)),
  ).toEqual({ status: 422, subCode: 'reason_required' });
  const done = await blockSlot(
    t.db,
    desk,
    ids.centre,
    { ...body, bookings: 'cancel', reason: 'The analyser is being serviced' },
    NOW,
  );
  expect(done).toEqual({ cancelled: 1 });
  expect(await usage(start)).toMatchObject({ blocked: true, booked: 0 });
});

it('a closed day takes no booking, even from a schedule read before it closed', async () => {
  const start = at(11 * 60);
  expect(
    await refusal(setClosedDate(t.db, desk, ids.centre, { date: DAY, closed: true }, NOW)),
  ).toEqual({
    status: 409,
    subCode: 'has_bookings',
  });
  await setClosedDate(
    t.db,
    desk,
    ids.centre,
    { date: DAY, closed: true, bookings: 'keep', reason: 'Diwali' },
    NOW,
  );
  expect(await refusal(book(start, '9876500009'))).toMatchObject({ status: expect.any(Number) });
  await setClosedDate(t.db, desk, ids.centre, { date: DAY, closed: false }, NOW);
});

it("another centre's staff cannot touch it: 404, nothing changed", async () => {
  const start = indiaInstant('2026-12-02', 17 * 60);
  expect(
    await refusal(
      blockSlot(
        t.db,
        outsider,
        ids.centre,
        { slot_start: start.toISOString(), blocked: true },
        NOW,
      ),
    ),
  ).toEqual({ status: 404, subCode: 'not_found' });
  const rows = await t.db
    .select()
    .from(slotUsage)
    .where(and(eq(slotUsage.centreId, ids.centre), eq(slotUsage.slotStart, start)));
  expect(rows).toEqual([]);
});
