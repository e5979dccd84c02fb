import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bookingEvents, bookings, messages, slotUsage } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaInstant } from '@/lib/locale/india';
import { refusalOf } from '@/lib/testing/api-error';
import { fixture } from '@/lib/testing/catalog-fixture';
import { createBooking } from './create';
import { moveBooking, type Move } from './transition';
import { alternativesFor } from './alternatives';
import { getBooking } from './view';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

// Monday 30 Nov 2026, 10:00 in India; slots on Tuesday.
const NOW = indiaInstant('2026-11-30', 600);
const slot = (hhmm: number) => indiaInstant('2026-12-01', hhmm);

let t: TestDb;
let ids: { product: string; centre: number; other: number };

beforeAll(async () => {
  t = await createTestDb();
  const f = fixture(t.db);
  const city = await f.city('Pune');
  const area = await f.area(city.id, 'Baner');
  const cat = await f.category('biochemistry', 'Biochemistry');
  const cbc = await f.product(cat.id, 'CBC', { homeServiceAllowed: true });
  const org = await f.organisation('Sahyadri Labs');
  const centre = await f.centre(org.id, area, undefined, {
    homeService: true,
    homeCollectionFee: 99,
    lateCredit: 150,
  });
  const other = await f.centre(org.id, area);
  await f.price(centre, cbc.id, 400, 600, true);
  await f.price(other, cbc.id, 450, 600, true);
  ids = { product: cbc.randomId, centre: centre.id, other: other.id };
});
afterAll(async () => {
  await t?.close();
});

async function book(start: Date, service: 'walkin' | 'home-service' = 'walkin') {
  const { booking } = await createBooking(
    t.db,
    {
      product_random_id: ids.product,
      centre_id: ids.centre,
      service,
      slot_start: start.toISOString(),
      safety: NOTHING_DECLARED,
      patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: '9876543210' },
      ...(service === 'home-service'
        ? { address: { line: '4-2-11, Lane 3', pincode: '411045', landmark: '' } }
        : {}),
    },
    randomUUID(),
    NOW,
  );
  return booking.row;
}

const centreMove = (to: Move['to'], extra: Partial<Move> = {}): Move => ({
  to,
  actor: 'centre',
  staffUserId: 'staff-1',
  now: NOW,
  ...extra,
});

const refusal = async (promise: Promise<unknown>) => {
  const { status, subCode } = await refusalOf(promise);
  return { status, subCode };
};

const placesTaken = async (start: Date) =>
  (
    await t.db
      .select()
      .from(slotUsage)
      .where(and(eq(slotUsage.centreId, ids.centre), eq(slotUsage.slotStart, start)))
  )[0]?.booked ?? 0;

it('a new booking waits for the centre, with its deadline and its first event', async () => {
  const row = await book(slot(11 * 60));
  expect(row).toMatchObject({ status: 'booked', reportHours: expect.any(Number) });
  expect(row.ackDueAt).toEqual(new Date(NOW.getTime() + 30 * 60_000));
  const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
  expect(events).toMatchObject([{ fromStatus: null, toStatus: 'booked', actor: 'patient' }]);
});

it('accept, check in: each move recorded with who and when, the patient told of the acceptance', async () => {
  const row = await book(slot(11 * 60 + 30));
  const accepted = await moveBooking(t.db, row.id, centreMove('confirmed'));
  // The deadline stays on the row: the promise rates judge the answer by it (lib/promises).
  expect(accepted).toMatchObject({ status: 'confirmed', ackDueAt: row.ackDueAt });
  const later = new Date(NOW.getTime() + 86_400_000);
  const checkedIn = await moveBooking(t.db, row.id, centreMove('checked_in', { now: later }));
  expect(checkedIn.reportDueAt).toEqual(new Date(later.getTime() + row.reportHours! * 3_600_000));
  const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
  expect(events.map((e) => [e.fromStatus, e.toStatus, e.actor, e.staffUserId])).toEqual([
    [null, 'booked', 'patient', null],
    ['booked', 'confirmed', 'staff', 'staff-1'],
    ['confirmed', 'checked_in', 'staff', 'staff-1'],
  ]);
  const told = await t.db.select().from(messages).where(eq(messages.bookingId, row.id));
  expect(told.map((m) => m.kind)).toContain('accepted');
  // Checked in: the reminders before the test are over.
  const reminders = told.filter((m) => m.kind === 'preparation' || m.kind === 'before_slot');
  expect(reminders.length).toBeGreaterThan(0);
  expect(reminders.every((m) => m.status === 'cancelled')).toBe(true);
});

it('a decline gives the place back, says why, and ends the pending messages', async () => {
  const start = slot(12 * 60);
  const row = await book(start);
  expect(await placesTaken(start)).toBe(1);
  const declined = await moveBooking(
    t.db,
    row.id,
    centreMove('cancelled_by_centre', { reason: 'The MRI machine is under repair' }),
  );
  expect(declined).toMatchObject({
    status: 'cancelled_by_centre',
    statusReason: 'The MRI machine is under repair',
  });
  expect(await placesTaken(start)).toBe(0);
  const told = await t.db.select().from(messages).where(eq(messages.bookingId, row.id));
  expect(told.find((m) => m.kind === 'declined')?.status).toBe('pending');
  expect(told.filter((m) => m.kind === 'preparation').every((m) => m.status === 'cancelled')).toBe(
    true,
  );
});

it('illegal moves answer 409 and change nothing; a missing reason or technician is 422', async () => {
  const row = await book(slot(12 * 60 + 30), 'home-service');
  const unchanged = async () =>
    (await t.db.select().from(bookings).where(eq(bookings.id, row.id)))[0]!;
  const before = await unchanged();
  expect(await refusal(moveBooking(t.db, row.id, centreMove('report_ready')))).toEqual({
    status: 409,
    subCode: 'illegal_transition',
  });
  expect(await refusal(moveBooking(t.db, row.id, centreMove('checked_in')))).toEqual({
    status: 409,
    subCode: 'illegal_transition',
  });
  expect(await refusal(moveBooking(t.db, row.id, centreMove('cancelled_by_centre')))).toEqual({
    status: 422,
    subCode: 'reason_required',
  });
  await moveBooking(t.db, row.id, centreMove('confirmed'));
  expect(await refusal(moveBooking(t.db, row.id, centreMove('technician_assigned')))).toEqual({
    status: 422,
    subCode: 'technician_required',
  });
  expect(await refusal(moveBooking(t.db, row.id, centreMove('no_show')))).toEqual({
    status: 409,
    subCode: 'illegal_transition',
  });
  const after = await unchanged();
  expect({
    ...after,
    status: before.status,
    ackDueAt: before.ackDueAt,
    updatedAt: before.updatedAt,
  }).toEqual(before);
  expect(after.status).toBe('confirmed');
});

it("another centre's staff cannot move it: not found, nothing changed", async () => {
  const row = await book(slot(13 * 60));
  expect(await refusal(moveBooking(t.db, row.id, centreMove('confirmed'), [ids.other]))).toEqual({
    status: 404,
    subCode: 'not_found',
  });
  const [after] = await t.db.select().from(bookings).where(eq(bookings.id, row.id));
  expect(after!.status).toBe('booked');
  const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, row.id));
  expect(events).toHaveLength(1);
});

it('a declined booking is offered the nearest free times here and at the other centre', async () => {
  const declinedAt = slot(14 * 60);
  const row = await book(declinedAt);
  await moveBooking(t.db, row.id, centreMove('cancelled_by_centre', { reason: 'Fully booked' }));
  const offers = await alternativesFor(t.db, (await getBooking(t.db, row.reference))!, NOW);
  expect(offers.map((o) => [o.centre_id, o.same_centre])).toEqual([
    [ids.centre, true],
    [ids.other, false],
  ]);
  const nearest = offers[0]!.starts.map((s) => Math.abs(Date.parse(s) - declinedAt.getTime()));
  // The nearest times, never the declined one itself.
  expect(nearest).not.toContain(0);
  expect(Math.min(...nearest)).toBe(30 * 60_000);
  expect(offers[1]!.href).toMatch(new RegExp(`#/book-appointment/walkin/${ids.other}/$`));
});
