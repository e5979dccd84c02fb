// The centre's deadlines against a hand-made set of bookings: answers, collections and reports
// mixed, earliest first with the overdue ones leading, only the viewer's centres, the number
// masked, and the view audited with the day.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bookings, familyMembers, users } from '@/lib/db/schema';
import { auditLog, staffUsers } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaInstant } from '@/lib/locale/india';
import { fixture } from '@/lib/testing/catalog-fixture';
import type { StaffViewer } from '@/lib/staff';
import { centreDay } from './day';
import { centreDeadlines, DEADLINES_SHOWN } from './deadlines';

const NOW = indiaInstant('2026-12-01', 12 * 60);
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000);

let t: TestDb;
let centre: number;
let other: number;
let productId: number;
let desk: StaffViewer;

type Extra = Partial<typeof bookings.$inferInsert>;
let n = 0;
async function booking(centreId: number, extra: Extra) {
  const reference = `DL${String(++n).padStart(4, '0')}`;
  await t.db.insert(bookings).values({
    reference,
    productId,
    centreId,
    service: 'walkin',
    slotStart: at(-60),
    patientName: 'Asha Rao',
    patientAge: 42,
    patientGender: 'female',
    phone: '9876543210',
    price: 400,
    homeCollectionFee: 0,
    nightSurcharge: 0,
    total: 400,
    status: 'confirmed',
    idempotencyKey: randomUUID(),
    requestHash: 'x',
    ...extra,
  });
  return reference;
}

let refs: Record<string, string>;

beforeAll(async () => {
  t = await createTestDb();
  const f = fixture(t.db);
  const city = await f.city('Pune');
  const area = await f.area(city.id, 'Baner');
  const cat = await f.category('biochemistry', 'Biochemistry');
  productId = (await f.product(cat.id, 'CBC')).id;
  const org = await f.organisation('Sahyadri Labs');
  centre = (await f.centre(org.id, area)).id;
  other = (await f.centre(org.id, area)).id;
  const home = { service: 'home-service', address: 'Lane 3', pincode: '411045' } as const;
  refs = {
    // Answer due in 20 minutes.
    accept: await booking(centre, { status: 'booked', ackDueAt: at(20), slotStart: at(24 * 60) }),
    // A home collection's window ended 40 minutes ago: due 10 minutes ago (window + 30).
    collectLate: await booking(centre, {
      ...home,
      status: 'technician_assigned',
      slotStart: at(-100),
      windowEnd: at(-40),
    }),
    // A report promised 2 hours ago, never given a new time.
    reportLate: await booking(centre, { status: 'checked_in', reportDueAt: at(-120) }),
    // A report whose first time passed, with the centre's new time in 3 hours.
    reportNew: await booking(centre, {
      status: 'sample_collected',
      ...home,
      slotStart: at(-600),
      windowEnd: at(-540),
      reportDueAt: at(-30),
      reportNewDueAt: at(180),
    }),
    // A home collection waiting for its answer: both owed, answer in 5, sample in 90 (60 + 30).
    both: await booking(centre, {
      ...home,
      status: 'rescheduled',
      ackDueAt: at(5),
      slotStart: at(30),
      windowEnd: at(60),
    }),
    // Nothing owed: reported, completed, cancelled, collected without a report time.
    done: await booking(centre, { status: 'report_ready', reportDueAt: at(-5) }),
    cancelled: await booking(centre, { status: 'cancelled_by_patient', ackDueAt: at(-5) }),
    // Another centre's, overdue: never shown to this centre's desk.
    elsewhere: await booking(other, { status: 'booked', ackDueAt: at(-300) }),
  };
  const [user] = await t.db
    .insert(staffUsers)
    .values({
      id: randomUUID(),
      email: 'desk@example.in',
      name: 'Desk',
      role: 'centre_staff',
      organisationId: org.id,
    })
    .returning();
  desk = {
    id: user!.id,
    email: 'desk@example.in',
    name: 'Desk',
    role: 'centre_staff',
    organisationId: org.id,
    centreIds: [centre],
    enrolled: true,
    sessionId: 'session',
    ip: '203.0.113.9',
  };
});
afterAll(async () => {
  await t?.close();
});

it('lists answers, collections and reports mixed, earliest first, the overdue ones first', async () => {
  const { rows, more } = await centreDeadlines(t.db, [centre], undefined, NOW);
  expect(rows.map((r) => [r.reference, r.kind, r.overdue])).toEqual([
    [refs.reportLate, 'report', true],
    [refs.collectLate, 'collect', true],
    [refs.both, 'accept', false],
    [refs.accept, 'accept', false],
    [refs.both, 'collect', false],
    [refs.reportNew, 'report', false],
  ]);
  expect(more).toBe(0);
  expect(rows[1]!.due_at).toBe(at(-10).toISOString());
  expect(rows[4]!.due_at).toBe(at(90).toISOString());
  // The new time counts, not the one it replaced.
  expect(rows[5]).toMatchObject({ due_at: at(180).toISOString(), new_time: true });
  expect(rows[0]!.new_time).toBe(false);
  // The new-time form sits beside reports overdue or due within 6 hours, and nothing else.
  expect(rows.map((r) => r.offers_new_time)).toEqual([true, false, false, false, false, true]);
  expect(rows.every((r) => r.phone_masked === '98XXXXXX10')).toBe(true);
});

it("never shows another centre's bookings, and nothing for a desk with no centre", async () => {
  const mine = await centreDeadlines(t.db, [centre], undefined, NOW);
  expect(mine.rows.map((r) => r.reference)).not.toContain(refs.elsewhere);
  // Asking for the other centre by id within the desk's scope still finds none of it.
  expect((await centreDeadlines(t.db, [centre], other, NOW)).rows).toEqual([]);
  expect((await centreDeadlines(t.db, [], undefined, NOW)).rows).toEqual([]);
  // Operations (no scope) see it, first: the most overdue.
  expect((await centreDeadlines(t.db, null, undefined, NOW)).rows[0]!.reference).toBe(
    refs.elsewhere,
  );
});

it("is part of the centre's day, scoped to the desk and audited with it", async () => {
  const day = await centreDay(t.db, desk, { date: '2026-12-01' }, NOW);
  expect(day.deadlines.rows).toHaveLength(6);
  expect(day.deadlines.rows.some((r) => r.centre_id === other)).toBe(false);
  const logged = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.staffUserId, desk.id), eq(auditLog.action, 'centre.day_viewed')));
  expect(logged.at(-1)!.detail).toMatchObject({ deadlines: 6 });
});

it('shows the earliest ones and counts the rest', async () => {
  for (let k = 0; k < DEADLINES_SHOWN; k++)
    await booking(centre, { status: 'booked', ackDueAt: at(600 + k) });
  const { rows, more } = await centreDeadlines(t.db, [centre], undefined, NOW);
  expect(rows).toHaveLength(DEADLINES_SHOWN);
  expect(more).toBe(6);
  expect(rows[0]!.reference).toBe(refs.reportLate);
  expect(rows.map((r) => r.due_at)).toEqual([...rows.map((r) => r.due_at)].sort());
});

it("says a family member's booking was booked by family, the holder's number masked", async () => {
  const [holder] = await t.db.insert(users).values({ phone: '9876543210' }).returning();
  const [member] = await t.db
    .insert(familyMembers)
    .values({
      userId: holder!.id,
      name: 'Lakshmi Devi',
      relation: 'mother',
      birthDate: '1958-03-01',
      gender: 'female',
    })
    .returning();
  const forMember = await booking(centre, {
    memberId: member!.id,
    patientName: 'Lakshmi Devi',
    slotStart: at(90),
  });
  const day = await centreDay(t.db, desk, { date: '2026-12-01' }, NOW);
  const rows = day.walkin.filter((r) => [forMember, refs.reportLate].includes(r.reference));
  expect(
    rows.map((r) => [
      r.reference,
      r.patient_name,
      r.patient_relation,
      r.booked_by_family,
      r.phone_masked,
    ]),
  ).toEqual([
    [refs.reportLate, 'Asha Rao', null, false, '98XXXXXX10'],
    [forMember, 'Lakshmi Devi', 'mother', true, '98XXXXXX10'],
  ]);
});
