// Report turnaround per centre against a hand count: two centres' reports with their check-in
// or collection and their report, one still awaited, one not due yet. The same reports judged
// by the promise rate and by the product page's city record agree with it.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { cityReportRecords } from '@/lib/catalog/report-record';
import { bookingEvents, bookings } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaInstant } from '@/lib/locale/india';
import { fixture } from '@/lib/testing/catalog-fixture';
import { promiseOutcomes } from './rates';
import { reportTurnaround, turnaroundByCentre } from './turnaround';

const T0 = indiaInstant('2026-12-01', 9 * 60);
const hour = (h: number) => new Date(T0.getTime() + h * 3_600_000);
const span = { from: hour(-24), to: hour(72), asOf: hour(40) };

let t: TestDb;
let cityId: number;
let alpha: number;
let beta: number;

beforeAll(async () => {
  t = await createTestDb();
  const f = fixture(t.db);
  const city = await f.city('Pune');
  cityId = city.id;
  const area = await f.area(city.id, 'Baner');
  const cat = await f.category('biochemistry', 'Biochemistry');
  const cbc = await f.product(cat.id, 'CBC');
  const org = await f.organisation('Sahyadri Labs');
  alpha = (await f.centre(org.id, area, undefined, { name: 'Alpha' })).id;
  beta = (await f.centre(org.id, area, undefined, { name: 'Beta' })).id;
  let n = 0;
  // A report promised 24 hours from its start (check-in, or collection at home), ready after
  // `ready` hours or not at all.
  const report = async (centreId: number, ready: number | null, home = false) => {
    const start = home ? 'sample_collected' : 'checked_in';
    const [b] = await t.db
      .insert(bookings)
      .values({
        reference: `TA${String(++n).padStart(4, '0')}`,
        productId: cbc.id,
        centreId,
        service: home ? 'home-service' : 'walkin',
        slotStart: T0,
        patientName: 'Asha Rao',
        patientAge: 42,
        patientGender: 'female',
        phone: '9876543210',
        price: 400,
        homeCollectionFee: 0,
        nightSurcharge: 0,
        total: 400,
        status: ready === null ? start : 'report_ready',
        reportHours: 24,
        reportDueAt: hour(24),
        idempotencyKey: randomUUID(),
        requestHash: 'x',
      })
      .returning();
    const event = (from: string, to: string, at: Date) => ({
      bookingId: b!.id,
      fromStatus: from,
      toStatus: to,
      actor: 'staff',
      at,
    });
    await t.db
      .insert(bookingEvents)
      .values([
        event('confirmed', start, T0),
        ...(ready === null ? [] : [event(start, 'report_ready', hour(ready))]),
      ]);
    return b!;
  };
  await report(alpha, 20); // kept, 20 h
  await report(alpha, 30); // late, 30 h
  await report(alpha, null); // awaited at 40 h: late, 40 h so far
  await report(beta, 10, true);
  await report(beta, 12);
  await report(beta, 14);
  // Due after the span's as-of time: not judged yet.
  const later = await report(beta, null);
  await t.db
    .update(bookings)
    .set({ reportDueAt: hour(48) })
    .where(eq(bookings.id, later.id));
});
afterAll(async () => {
  await t?.close();
});

it("gives each centre's reports due, on-time share, median and p90 hours and late count, worst first", async () => {
  expect(await reportTurnaround(t.db, span)).toEqual([
    {
      centre: 'Alpha',
      city: 'Pune',
      due: 3,
      onTime: 1,
      share: 1 / 3,
      late: 2,
      medianHours: 30,
      p90Hours: 40,
    },
    {
      centre: 'Beta',
      city: 'Pune',
      due: 3,
      onTime: 3,
      share: 1,
      late: 0,
      medianHours: 12,
      p90Hours: 14,
    },
  ]);
});

it('agrees with the reports rate and with the city record the product page orders by', async () => {
  const outcomes = (await promiseOutcomes(t.db, span, {
    callBackMinutes: 15,
    quietFromMinutes: 21 * 60,
    quietUntilMinutes: 8 * 60,
  }))!.reports_on_time!;
  expect([outcomes.length, outcomes.filter((o) => o.kept).length]).toEqual([6, 4]);
  expect(await cityReportRecords(t.db, cityId, hour(40))).toEqual([
    { centreId: alpha, onTime: 1, total: 3 },
    { centreId: beta, onTime: 3, total: 3 },
  ]);
  // 90 days on, none of them counts any more.
  expect(await cityReportRecords(t.db, cityId, hour(48 + 90 * 24 + 1))).toEqual([]);
});

it('counts no hours for a report with no recorded start, and sorts ties by name', () => {
  const at = new Date('2026-12-01T00:00:00Z');
  const rows = turnaroundByCentre(
    [
      { city: 'Pune', centre: 'Zeta', from: null, ready: null, kept: false },
      { city: 'Pune', centre: 'Eta', from: null, ready: at, kept: false },
    ],
    at,
  );
  expect(rows.map((r) => [r.centre, r.medianHours, r.late])).toEqual([
    ['Eta', null, 1],
    ['Zeta', null, 1],
  ]);
});
