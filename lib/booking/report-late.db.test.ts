// A report's promise at the exact minute: the centre's own hours copied at booking, nothing a
// minute before the due time, then late, credited once and the patient's apology planned, and
// nothing more on the next sweep; a report uploaded at the due minute is on time; the credit
// comes off the number's next booking; the centre's new time told only once it is late.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bookingCredits, bookingEvents, bookings, centrePrices, messages } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaInstant } from '@/lib/locale/india';
import { refusalOf } from '@/lib/testing/api-error';
import { fixture } from '@/lib/testing/catalog-fixture';
import { createBooking } from './create';
import { markLateReports, sweepDeadlines } from './deadlines';
import { setReportNewTime } from './report-time';
import { moveBooking } from './transition';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

// Monday 30 Nov 2026, 10:00 in India; tests on Tuesday at 11:00, checked in then.
const NOW = indiaInstant('2026-11-30', 600);
const tue = (minutes: number) => indiaInstant('2026-12-01', minutes);
const CHECK_IN = tue(11 * 60);
/** The centre's own figure: 6 hours, where the test promises 24. */
const DUE = tue(17 * 60);
const MINUTE = 60_000;

let t: TestDb;
let ids: { product: string; productId: number; own: number; plain: number };

beforeAll(async () => {
  t = await createTestDb();
  const f = fixture(t.db);
  const city = await f.city('Pune');
  const area = await f.area(city.id, 'Baner');
  const cat = await f.category('biochemistry', 'Biochemistry');
  const cbc = await f.product(cat.id, 'CBC', { reportHours: 24 });
  const org = await f.organisation('Sahyadri Labs');
  const own = await f.centre(org.id, area, undefined, { lateCredit: 120, slotCapacity: 20 });
  const plain = await f.centre(org.id, area, undefined, { lateCredit: 80, slotCapacity: 20 });
  await f.price(own, cbc.id, 400, 600);
  await f.price(plain, cbc.id, 450, 600);
  await t.db.update(centrePrices).set({ reportHours: 6 }).where(eq(centrePrices.centreId, own.id));
  ids = { product: cbc.randomId, productId: cbc.id, own: own.id, plain: plain.id };
});
afterAll(async () => {
  await t?.close();
});

async function book(phone: string, centre = ids.own, now = NOW, slot = CHECK_IN) {
  const { booking } = await createBooking(
    t.db,
    {
      product_random_id: ids.product,
      centre_id: centre,
      service: 'walkin',
      slot_start: slot.toISOString(),
      safety: NOTHING_DECLARED,
      patient: { name: 'Asha Rao', age: 42, gender: 'female', phone },
    },
    randomUUID(),
    now,
  );
  return booking.row;
}

async function checkedIn(phone: string) {
  const row = await book(phone);
  const move = { actor: 'centre' as const, staffUserId: 'staff-1' };
  await moveBooking(t.db, row.id, { ...move, to: 'confirmed', now: NOW });
  return moveBooking(t.db, row.id, { ...move, to: 'checked_in', now: CHECK_IN });
}

const rowOf = async (id: string) =>
  (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const creditsOf = (id: string) =>
  t.db.select().from(bookingCredits).where(eq(bookingCredits.sourceBookingId, id));
const lateMessagesOf = (id: string, kind = 'report_late') =>
  t.db
    .select()
    .from(messages)
    .where(and(eq(messages.bookingId, id), eq(messages.kind, kind)));

it("copies the centre's own report hours at booking, else the test's", async () => {
  expect((await book('9000000001')).reportHours).toBe(6);
  expect((await book('9000000002', ids.plain)).reportHours).toBe(24);
  expect((await book('9000000003')).reportLateCredit).toBe(120);
});

describe('at the exact minute', () => {
  let late: string;
  let onTime: string;

  beforeAll(async () => {
    late = (await checkedIn('9111111111')).id;
    onTime = (await checkedIn('9222222222')).id;
    expect((await rowOf(late)).reportDueAt).toEqual(DUE);
  });

  it('a minute before: nothing', async () => {
    expect(await markLateReports(t.db, new Date(DUE.getTime() - MINUTE))).toBe(0);
    expect((await rowOf(late)).reportLateAt).toBeNull();
    expect(await creditsOf(late)).toEqual([]);
    expect(await lateMessagesOf(late)).toEqual([]);
  });

  it('at the minute: late, credited once with no claim, the apology planned; on time if uploaded then', async () => {
    // The report uploaded at its due minute is on time.
    await moveBooking(t.db, onTime, {
      to: 'report_ready',
      actor: 'centre',
      staffUserId: 'staff-1',
      now: DUE,
    });
    const swept = await sweepDeadlines(t.db, DUE);
    expect(swept.lateReports).toBe(1);
    expect((await rowOf(late)).reportLateAt).toEqual(DUE);
    expect(await creditsOf(late)).toMatchObject([
      { phone: '9111111111', amount: 120, reason: 'late_report', usedAt: null },
    ]);
    expect(await lateMessagesOf(late)).toHaveLength(1);
    const events = await t.db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, late), eq(bookingEvents.actor, 'system')));
    expect(events).toMatchObject([
      { toStatus: 'checked_in', reason: 'No report by 1 Dec 2026, 17:00: marked late.' },
    ]);
    expect((await rowOf(onTime)).reportLateAt).toBeNull();
    expect(await creditsOf(onTime)).toEqual([]);
    expect(await lateMessagesOf(onTime)).toEqual([]);
  });

  it('a second sweep: nothing more', async () => {
    expect((await sweepDeadlines(t.db, new Date(DUE.getTime() + MINUTE))).lateReports).toBe(0);
    expect(await markLateReports(t.db, new Date(DUE.getTime() + 2 * MINUTE))).toBe(0);
    expect(await creditsOf(late)).toHaveLength(1);
    expect(await lateMessagesOf(late)).toHaveLength(1);
  });

  it('takes the credit off the same number’s next booking', async () => {
    const next = await book(
      '9111111111',
      ids.own,
      new Date(DUE.getTime() + 5 * MINUTE),
      indiaInstant('2026-12-02', 11 * 60),
    );
    expect(next).toMatchObject({ creditApplied: 120, total: 400 - 120 });
    expect(await creditsOf(late)).toMatchObject([{ usedByBookingId: next.id }]);
  });

  it("tells a patient already told it is late the centre's new time", async () => {
    const at = new Date(DUE.getTime() + 3 * 3_600_000);
    const now = new Date(DUE.getTime() + 10 * MINUTE);
    await t.db.transaction((tx) => setReportNewTime(tx, late, at, 'staff-1', now));
    expect((await rowOf(late)).reportNewDueAt).toEqual(at);
    expect(await lateMessagesOf(late, 'report_new_time')).toHaveLength(1);
  });
});

it('a report uploaded after its time but before the sweep ran is late all the same', async () => {
  const row = await checkedIn('9333333333');
  const after = new Date(DUE.getTime() + 30_000);
  await moveBooking(t.db, row.id, {
    to: 'report_ready',
    actor: 'centre',
    staffUserId: 'staff-1',
    now: after,
  });
  expect(await markLateReports(t.db, new Date(DUE.getTime() + MINUTE))).toBe(1);
  expect(await creditsOf(row.id)).toMatchObject([{ amount: 120, reason: 'late_report' }]);
});

it('a new time given before lateness is kept and said in the apology, not sent alone', async () => {
  const row = await checkedIn('9444444444');
  const at = new Date(DUE.getTime() + 2 * 3_600_000);
  const now = new Date(DUE.getTime() - 30 * MINUTE);
  await t.db.transaction((tx) => setReportNewTime(tx, row.id, at, 'staff-1', now));
  expect(await lateMessagesOf(row.id, 'report_new_time')).toEqual([]);
  // Refused: in the past, more than 7 days ahead, or a report no longer awaited.
  const refused = (when: Date, id = row.id) =>
    refusalOf(t.db.transaction((tx) => setReportNewTime(tx, id, when, 'staff-1', now)));
  expect(await refused(new Date(now.getTime() - MINUTE))).toMatchObject({ status: 400 });
  expect(await refused(new Date(now.getTime() + 8 * 86_400_000))).toMatchObject({ status: 400 });
  const ready = await checkedIn('9555555555');
  await moveBooking(t.db, ready.id, {
    to: 'report_ready',
    actor: 'centre',
    staffUserId: 'staff-1',
    now,
  });
  expect(await refused(at, ready.id)).toMatchObject({ status: 409, subCode: 'no_report_awaited' });
});
