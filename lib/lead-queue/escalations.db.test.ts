import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { bookingCredits, bookingEvents, bookings, messages } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaInstant } from '@/lib/locale/india';
import { createBooking, moveBooking, sweepDeadlines } from '@/lib/booking';
import { fixture } from '@/lib/testing/catalog-fixture';
import { escalations } from './escalations';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

// The lifecycle's clock (lib/booking/deadlines.ts) and what operations then see.
const escalateUnanswered = async (db: TestDb['db'], now: Date) =>
  (await sweepDeadlines(db, now)).escalated;
const markLateCollections = async (db: TestDb['db'], now: Date) =>
  (await sweepDeadlines(db, now)).late;

// An injected clock throughout: Monday 30 Nov 2026 in India, the centre open 8 AM to 8 PM.
const at = (date: string, hh: number, mm = 0) => indiaInstant(date, hh * 60 + mm);
const NOW = at('2026-11-30', 10);
const minute = 60_000;

let t: TestDb;
let ids: { product: string; centre: number };

beforeAll(async () => {
  t = await createTestDb();
  const f = fixture(t.db);
  const city = await f.city('Pune');
  const area = await f.area(city.id, 'Baner');
  const cat = await f.category('biochemistry', 'Biochemistry');
  const cbc = await f.product(cat.id, 'CBC', { homeServiceAllowed: true, reportHours: 48 });
  const org = await f.organisation('Sahyadri Labs');
  const centre = await f.centre(org.id, area, undefined, {
    homeService: true,
    homeCollectionFee: 100,
    lateCredit: 150,
    opensAt: '07:00:00',
  });
  await f.price(centre, cbc.id, 400, 600, true);
  ids = { product: cbc.randomId, centre: centre.id };
});
afterAll(async () => {
  await t?.close();
});

async function book(start: Date, phone: string, service: 'walkin' | 'home-service', now = NOW) {
  const { booking } = await createBooking(
    t.db,
    {
      product_random_id: ids.product,
      centre_id: ids.centre,
      service,
      slot_start: start.toISOString(),
      safety: NOTHING_DECLARED,
      patient: { name: 'Asha Rao', age: 42, gender: 'female', phone },
      ...(service === 'home-service'
        ? { address: { line: '4-2-11, Lane 3', pincode: '411045', landmark: '' } }
        : {}),
    },
    randomUUID(),
    now,
  );
  return booking.row;
}

const accept = (id: string, now: Date) =>
  moveBooking(t.db, id, { to: 'confirmed', actor: 'centre', staffUserId: 'desk', now });

const chasing = async (reference: string, now: Date) =>
  (await escalations(t.db, now)).filter((e) => e.reference === reference).map((e) => e.kind);

it('an unanswered booking escalates at its deadline, once, and leaves the list when answered', async () => {
  const row = await book(at('2026-12-01', 11), '9876500001', 'walkin');
  expect(row.ackDueAt).toEqual(new Date(NOW.getTime() + 30 * minute));
  const justBefore = new Date(NOW.getTime() + 29 * minute);
  await escalateUnanswered(t.db, justBefore);
  expect(await chasing(row.reference, justBefore)).toEqual([]);

  const deadline = new Date(NOW.getTime() + 30 * minute);
  expect(await escalateUnanswered(t.db, deadline)).toBe(1);
  expect(await escalateUnanswered(t.db, new Date(deadline.getTime() + minute))).toBe(0);
  expect(await chasing(row.reference, deadline)).toEqual(['unanswered']);
  const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
  expect(events.at(-1)).toMatchObject({ actor: 'system', toStatus: 'booked' });

  await accept(row.id, new Date(deadline.getTime() + 5 * minute));
  expect(await chasing(row.reference, deadline)).toEqual([]);
});

it('a missed arrival window marks the booking late and records the credit, taken off the next booking', async () => {
  const phone = '9876500002';
  const row = await book(at('2026-12-01', 8), phone, 'home-service');
  expect(row).toMatchObject({ lateCredit: 150, windowEnd: at('2026-12-01', 9) });
  await accept(row.id, NOW);

  expect(await markLateCollections(t.db, at('2026-12-01', 9, 29))).toBe(0);
  const late = at('2026-12-01', 9, 30);
  expect(await markLateCollections(t.db, late)).toBe(1);
  expect(await markLateCollections(t.db, at('2026-12-01', 9, 31))).toBe(0);
  const [marked] = await t.db.select().from(bookings).where(eq(bookings.id, row.id));
  expect(marked!.lateAt).toEqual(late);
  expect(await chasing(row.reference, late)).toEqual(['late']);
  const credits = await t.db.select().from(bookingCredits).where(eq(bookingCredits.phone, phone));
  expect(credits).toMatchObject([{ amount: 150, sourceBookingId: row.id, usedAt: null }]);
  const told = await t.db
    .select()
    .from(messages)
    .where(and(eq(messages.bookingId, row.id), eq(messages.kind, 'late')));
  expect(told).toHaveLength(1);

  // No claim: the same number's next booking costs 150 less, and only that one.
  const next = await book(at('2026-12-02', 11), phone, 'walkin', late);
  expect(next).toMatchObject({ creditApplied: 150, total: 400 - 150 });
  const after = await book(at('2026-12-02', 11, 30), phone, 'walkin', late);
  expect(after).toMatchObject({ creditApplied: 0, total: 400 });
  const unused = await t.db
    .select()
    .from(bookingCredits)
    .where(and(eq(bookingCredits.phone, phone), isNull(bookingCredits.usedAt)));
  expect(unused).toHaveLength(0);
});

it('a collection made in time is never late', async () => {
  const row = await book(at('2026-12-01', 10), '9876500003', 'home-service');
  await accept(row.id, NOW);
  for (const to of ['technician_assigned', 'on_the_way', 'sample_collected'] as const) {
    await moveBooking(t.db, row.id, {
      to,
      actor: 'centre',
      now: at('2026-12-01', 10, 40),
      technician: { name: 'Ravi', phone: '9123456780' },
    });
  }
  expect(await markLateCollections(t.db, at('2026-12-01', 12))).toBe(0);
});

it('a report past its promised time shows as overdue', async () => {
  const row = await book(at('2026-12-01', 12), '9876500004', 'walkin');
  await accept(row.id, NOW);
  const checkedIn = at('2026-12-01', 12, 5);
  await moveBooking(t.db, row.id, { to: 'checked_in', actor: 'centre', now: checkedIn });
  const due = new Date(checkedIn.getTime() + 48 * 3_600_000);
  expect(await chasing(row.reference, new Date(due.getTime() - minute))).toEqual([]);
  expect(await chasing(row.reference, due)).toEqual(['report_overdue']);
});
