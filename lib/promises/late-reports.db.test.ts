// The late-reports rate against a hand count: a report late and swept at its minute (kept), one
// on time (not a case), one marked late ten minutes after its time (broken), and one marked
// late whose credit is missing (broken).
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createBooking, moveBooking, sweepDeadlines } from '@/lib/booking';
import { bookingCredits, bookings } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaInstant } from '@/lib/locale/india';
import { fixture } from '@/lib/testing/catalog-fixture';
import { breaches, summariseAll } from './summary';
import { promiseOutcomes } from './rates';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

const mon = (minutes: number) => indiaInstant('2026-11-30', minutes);
const tue = (minutes: number) => indiaInstant('2026-12-01', minutes);
const MINUTE = 60_000;

let t: TestDb;
let rates: ReturnType<typeof summariseAll>;

beforeAll(async () => {
  t = await createTestDb();
  const f = fixture(t.db);
  const city = await f.city('Pune');
  const area = await f.area(city.id, 'Baner');
  const cat = await f.category('biochemistry', 'Biochemistry');
  const cbc = await f.product(cat.id, 'CBC', { reportHours: 6 });
  const org = await f.organisation('Sahyadri Labs');
  const centre = await f.centre(org.id, area, undefined, { slotCapacity: 10, lateCredit: 100 });
  await f.price(centre, cbc.id, 400, 600);
  const checkedIn = async (phone: string) => {
    const { booking } = await createBooking(
      t.db,
      {
        product_random_id: cbc.randomId,
        centre_id: centre.id,
        service: 'walkin',
        slot_start: tue(11 * 60).toISOString(),
        safety: NOTHING_DECLARED,
        patient: { name: 'Asha Rao', age: 42, gender: 'female', phone },
      },
      randomUUID(),
      mon(10 * 60),
    );
    const move = { actor: 'centre' as const, staffUserId: 'staff-1' };
    await moveBooking(t.db, booking.row.id, { ...move, to: 'confirmed', now: mon(10 * 60 + 5) });
    await moveBooking(t.db, booking.row.id, { ...move, to: 'checked_in', now: tue(11 * 60) });
    return booking.row.id;
  };
  const due = tue(17 * 60);
  const swept = await checkedIn('9000000001');
  const onTime = await checkedIn('9000000002');
  const sweptLate = await checkedIn('9000000003');
  const uncredited = await checkedIn('9000000004');
  await moveBooking(t.db, onTime, {
    to: 'report_ready',
    actor: 'centre',
    staffUserId: 'staff-1',
    now: due,
  });
  // The sweep of the third's minute never ran: it is pushed past the due time by hand.
  await t.db
    .update(bookings)
    .set({ reportDueAt: new Date(due.getTime() + 10 * MINUTE) })
    .where(eq(bookings.id, sweptLate));
  await sweepDeadlines(t.db, due);
  await t.db.update(bookings).set({ reportDueAt: due }).where(eq(bookings.id, sweptLate));
  await sweepDeadlines(t.db, new Date(due.getTime() + 10 * MINUTE));
  await t.db.delete(bookingCredits).where(eq(bookingCredits.sourceBookingId, uncredited));
  expect(swept).toBeDefined();

  const outcomes = await promiseOutcomes(
    t.db,
    { from: mon(0), to: indiaInstant('2026-12-03', 0), asOf: indiaInstant('2026-12-03', 0) },
    { callBackMinutes: 15, quietFromMinutes: 21 * 60, quietUntilMinutes: 8 * 60 },
  );
  rates = summariseAll(outcomes);
});
afterAll(async () => {
  await t?.close();
});

it('counts late reports detected in time and credited with no claim', () => {
  const late = rates.find((r) => r.key === 'late_reports_credited')!;
  expect([late.kept, late.total]).toEqual([1, 3]);
  expect(late.label).toBe('Late reports detected and credited with no claim');
  expect(breaches(rates).map((r) => [r.key, r.breach])).toContainEqual([
    'late_reports_credited',
    '33.3% kept, below 100.0%',
  ]);
});
