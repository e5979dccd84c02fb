// The safety answers on the centre's day: a booking made with answers shows the ones that matter
// at the door to its own centre's desk, in plain words; another centre's desk never gets them;
// the day's audit row counts the bookings whose health answers were shown, and holds none of them.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { bookingSafety, bookings } from '@/lib/db/schema';
import { auditLog, staffUsers } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaInstant } from '@/lib/locale/india';
import { fixture } from '@/lib/testing/catalog-fixture';
import { createBooking, NOTHING_DECLARED, type BookingCreateBody } from '@/lib/testing/bookings';
import type { StaffViewer } from '@/lib/staff';
import { centreDay } from './day';
import { UNREADABLE } from './safety-line';

// Monday 23 November 2026, 09:00 in India; the bookings are the next day.
const NOW = new Date('2026-11-23T03:30:00Z');
const DAY = '2026-11-24';
const at = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return indiaInstant(DAY, h! * 60 + m!).toISOString();
};

let t: TestDb;
let ids: { centre: number; other: number; mri: string; cbc: string; lipid: string };
let refs: { declared: string; nothing: string; cbc: string; elsewhere: string };

const viewer = async (key: string, organisationId: number, centreIds: number[]) => {
  const id = randomUUID();
  await t.db.insert(staffUsers).values({
    id,
    email: `${key}@example.in`,
    name: key,
    role: 'centre_staff',
    organisationId,
  });
  return {
    id,
    email: `${key}@example.in`,
    name: key,
    role: 'centre_staff',
    organisationId,
    centreIds,
    enrolled: true,
    sessionId: `session-${key}`,
    ip: '203.0.113.9',
  } satisfies StaffViewer;
};
let desk: StaffViewer;
let otherDesk: StaffViewer;

async function book(over: Partial<BookingCreateBody>) {
  const body: BookingCreateBody = {
    product_random_id: ids.mri,
    centre_id: ids.centre,
    service: 'walkin',
    slot_start: at('10:00'),
    safety: NOTHING_DECLARED,
    patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: '9876543210' },
    ...over,
  };
  const { booking } = await createBooking(t.db, body, randomUUID(), NOW);
  return booking.row.reference;
}

beforeAll(async () => {
  t = await createTestDb();
  const f = fixture(t.db);
  const city = await f.city('Hyderabad');
  const area = await f.area(city.id, 'Ameerpet');
  const mri = await f.product((await f.category('mri', 'MRI')).id, 'MRI Brain');
  const lab = await f.category('biochemistry', 'Biochemistry');
  const cbc = await f.product(lab.id, 'CBC');
  const lipid = await f.product(lab.id, 'Lipid Profile', { isFastingRequired: true });
  const org = await f.organisation('Nirmal Imaging');
  const hours = { opensAt: '08:00:00', closesAt: '20:00:00', slotMinutes: 30, slotCapacity: 5 };
  const centre = await f.centre(org.id, area, undefined, hours);
  const other = await f.centre(org.id, area, undefined, hours);
  for (const c of [centre, other]) {
    await f.price(c, mri.id, 3750, 5630);
    await f.price(c, cbc.id, 300, 450);
    await f.price(c, lipid.id, 500, 700);
  }
  ids = {
    centre: centre.id,
    other: other.id,
    mri: mri.randomId,
    cbc: cbc.randomId,
    lipid: lipid.randomId,
  };
  const declared = {
    answers: { ...NOTHING_DECLARED.answers, claustrophobia: 'yes', weight: 92, implants: 'yes' },
    details: { implants: 'knee replacement, 2019' },
  } as const;
  refs = {
    declared: await book({ safety: declared }),
    nothing: await book({ slot_start: at('11:00') }),
    cbc: await book({ product_random_id: ids.cbc, slot_start: at('12:00') }),
    elsewhere: await book({ centre_id: ids.other, safety: declared }),
  };
  desk = await viewer('desk', org.id, [centre.id]);
  otherDesk = await viewer('other-desk', org.id, [other.id]);
});
afterAll(async () => {
  await t?.close();
});

const dayViews = (staff: StaffViewer) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.staffUserId, staff.id), eq(auditLog.action, 'centre.day_viewed')));

it("shows a booking's answers that matter on its centre's day, in plain words", async () => {
  const day = await centreDay(t.db, desk, { date: DAY }, NOW);
  const safety = Object.fromEntries(day.walkin.map((r) => [r.reference, r.safety]));
  expect(safety).toEqual({
    [refs.declared]: [
      'Other implant: yes (knee replacement, 2019)',
      'Claustrophobia: yes',
      'Weight: 92 kg',
    ],
    // Every answer no but the weight, which the centre always needs.
    [refs.nothing]: ['Weight: 70 kg'],
    // A CBC asks nothing: no line at all.
    [refs.cbc]: null,
  });
});

it('has nothing declared when every answer of a fasting test is no, and says the others', async () => {
  const nothing = await book({ product_random_id: ids.lipid, slot_start: at('13:00') });
  const insulin = await book({
    product_random_id: ids.lipid,
    slot_start: at('13:30'),
    safety: { answers: { diabetes: 'insulin', thinners: 'yes', medicines: 'no' } },
  });
  const day = await centreDay(t.db, desk, { date: DAY }, NOW);
  const safety = (reference: string) => day.walkin.find((r) => r.reference === reference)!.safety;
  expect(safety(nothing)).toEqual([]);
  expect(safety(insulin)).toEqual(['Diabetes: on insulin', 'Blood thinner: yes']);
});

it("never gives another centre's desk the answers, and audits how many were shown", async () => {
  const mine = await centreDay(t.db, desk, { date: DAY }, NOW);
  expect(mine.walkin.map((r) => r.reference)).not.toContain(refs.elsewhere);
  // Asking for the other centre from this desk finds nothing of it.
  const asked = await centreDay(t.db, desk, { date: DAY, centreId: ids.other }, NOW);
  expect([...asked.walkin, ...asked.home]).toEqual([]);
  const [wholeDay, otherCentre] = (await dayViews(desk)).slice(-2);
  expect(wholeDay!.detail).toMatchObject({
    bookings: mine.walkin.length,
    health_answers_shown: mine.walkin.filter((r) => r.safety !== null).length,
  });
  expect(mine.walkin.filter((r) => r.safety !== null).length).toBeGreaterThan(1);
  expect(otherCentre!.detail).toMatchObject({ bookings: 0, health_answers_shown: 0 });

  const theirs = await centreDay(t.db, otherDesk, { date: DAY }, NOW);
  expect(theirs.walkin.map((r) => [r.reference, r.safety])).toEqual([
    [refs.elsewhere, expect.arrayContaining(['Claustrophobia: yes'])],
  ]);
  expect((await dayViews(otherDesk)).at(-1)!.detail).toMatchObject({
    bookings: 1,
    health_answers_shown: 1,
  });
  // The audit says answers were seen, never what they were.
  const everything = JSON.stringify(await t.db.select().from(auditLog));
  expect(everything).not.toMatch(/knee|claustrophobia|implant/i);
});

it('keeps the day when one booking’s answers cannot be opened, and says so on its card', async () => {
  const broken = await book({ slot_start: at('14:00') });
  const [row] = await t.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.reference, broken));
  await t.db
    .update(bookingSafety)
    .set({ keyId: 'removed-key' })
    .where(eq(bookingSafety.bookingId, row!.id));
  const day = await centreDay(t.db, desk, { date: DAY }, NOW);
  const safety = (reference: string) => day.walkin.find((r) => r.reference === reference)!.safety;
  expect(safety(broken)).toEqual([UNREADABLE]);
  expect(safety(refs.declared)).toContain('Claustrophobia: yes');
});
