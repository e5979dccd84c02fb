// Privacy end to end on the database: do not call reaches the call-back queue; 'delete my
// data' leaves nothing of the patient anywhere, while the centre's booking row stays; the
// download holds everything My data lists.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { sendLoginCode } from '@/lib/accounts';
import { createBooking } from '@/lib/booking';
import { recordLead } from '@/lib/call-me';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import { bookings, consents, leads, privacyLog } from '@/lib/db/schema';
import { leadActivity } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaInstant } from '@/lib/locale/india';
import { eraseMyData, myData, setDoNotCall } from '@/lib/privacy';
import { CONSENT_WORDS, PRIVACY_NOTICE_VERSION } from '@/lib/privacy/client';
import { smsProviderFor } from '@/lib/sms';
import { parseEnv } from '@/lib/env/schema';
import { leadQueue } from '@/lib/lead-queue';
import { fixture } from '@/lib/testing/catalog-fixture';
import { loggedIn } from '@/lib/testing/session';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

let t: TestDb;
let product: { randomId: string };
let centre: { id: number };
let staffId: string;
const NOW = new Date('2026-11-23T04:30:00Z');

beforeAll(async () => {
  t = await createTestDb();
  const f = fixture(t.db);
  const city = await f.city('Pune');
  const area = await f.area(city.id, 'Kothrud');
  const category = await f.category('hematology', 'Hematology');
  const p = await f.product(category.id, 'CBC', { homeServiceAllowed: true });
  product = p;
  centre = await f.centre((await f.organisation('Sahyadri Labs')).id, area, undefined, {
    homeService: true,
    homeCollectionFee: 100,
  });
  await f.price(centre as never, p.id, 260, 390, true);
  const [staff] = rowsOf<{ id: string }>(
    await t.db.execute(
      sql`insert into staff_users (id, name, email, role) values ('agent-1', 'Agent One', 'agent@example.in', 'ops_agent') returning id`,
    ),
  );
  staffId = staff!.id;
});
afterAll(async () => {
  await t?.close();
});

const book = (db: Db, phone: string, userId: number, day: string, extra: object = {}) =>
  createBooking(
    db,
    {
      product_random_id: product.randomId,
      centre_id: centre.id,
      service: 'home-service',
      slot_start: indiaInstant(day, 9 * 60).toISOString(),
      safety: NOTHING_DECLARED,
      patient: { name: 'Meera Iyer', age: 37, gender: 'female', phone },
      address: { line: 'Flat 2, Lake View, Paud Road', pincode: '411038' },
      ...extra,
    },
    randomUUID(),
    NOW,
    userId,
  );

/** Every table of the app's schema, searched as text for `needle`: the tables that hold it. */
async function tablesHolding(db: Db, needle: string): Promise<string[]> {
  const tables = rowsOf<{ name: string }>(
    await db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    ),
  );
  const found: string[] = [];
  for (const { name } of tables) {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(name)} as x where x::text ilike ${`%${needle}%`}`,
      ),
    );
    if (row!.n > 0) found.push(name);
  }
  return found;
}

it('stores the consent each form showed, in its words and version; marketing only when ticked', async () => {
  const lead = await recordLead(t.db, { phone: '9811100001', source: '/pune/cbc/' }, NOW);
  const again = await recordLead(
    t.db,
    { phone: '9811100001', source: '/pune/cbc/', marketing: true },
    NOW,
  );
  expect(again.id).toBe(lead.id);
  const user = await loggedIn(t.db, '9811100001');
  const { booking } = await book(t.db, '9811100001', user.userId, '2026-11-25');
  const rows = await t.db.select().from(consents).where(eq(consents.phone, '9811100001'));
  expect(rows.map((r) => [r.purpose, r.via, r.granted, r.wording, r.noticeVersion])).toEqual([
    ['call_back', 'call_me', true, CONSENT_WORDS.call_back, PRIVACY_NOTICE_VERSION],
    ['marketing', 'call_me', true, CONSENT_WORDS.marketing, PRIVACY_NOTICE_VERSION],
    ['booking_messages', 'booking', true, CONSENT_WORDS.booking_messages, PRIVACY_NOTICE_VERSION],
  ]);
  expect(rows.find((r) => r.purpose === 'booking_messages')!.bookingId).toBe(booking.row.id);
  expect(rows.find((r) => r.purpose === 'call_back')!.leadId).toBe(lead.id);
});

it('do not call: open leads close, the queue never shows the number, a later call-me makes no lead', async () => {
  const phone = '9811100002';
  const open = await recordLead(t.db, { phone, source: '/pune/cbc/' }, NOW);
  const inQueue = async (at: Date) =>
    (await leadQueue(t.db, staffId, at)).leads.some((l) => l.id === open.id);
  expect(await inQueue(NOW)).toBe(true);

  expect(await setDoNotCall(t.db, phone, true, 'my_data', NOW)).toEqual({ leadsClosed: 1 });
  const [closed] = await t.db.select().from(leads).where(eq(leads.id, open.id!));
  expect(closed!.status).toBe('do_not_call');
  expect(await inQueue(NOW)).toBe(false);

  const later = new Date(NOW.getTime() + 60 * 60_000);
  expect(await recordLead(t.db, { phone, source: '/pune/cbc/' }, later)).toEqual({
    id: null,
    created: false,
    doNotCall: true,
    promisedBy: null,
    acknowledged: false,
  });
  expect(await t.db.select().from(leads).where(eq(leads.phone, phone))).toHaveLength(1);
  expect((await leadQueue(t.db, staffId, later)).leads.some((l) => l.id === open.id)).toBe(false);

  // The list holds a keyed hash of the number, never the number.
  expect(await tablesHolding(t.db, phone)).not.toContain('do_not_call');
  // Calls allowed again: a call-me is a lead once more.
  await setDoNotCall(t.db, phone, false, 'my_data', later);
  expect((await recordLead(t.db, { phone, source: '/pune/cbc/' }, later)).created).toBe(true);
});

it("'delete my data' leaves the number, name and address nowhere; the centre's booking row stays", async () => {
  const phone = '9811100003';
  const user = await loggedIn(t.db, phone);
  const zorawar = {
    patient: { name: 'Zorawar Quixotic', age: 37, gender: 'male', phone },
    address: {
      line: 'Flat 7, Xylophone Heights, Lane 4471',
      pincode: '411038',
      landmark: 'Quokka Park',
    },
  };
  const past = await book(t.db, phone, user.userId, '2026-11-24', zorawar);
  await t.db
    .update(bookings)
    .set({ slotStart: new Date('2026-11-22T03:30:00Z') })
    .where(eq(bookings.id, past.booking.row.id));
  const upcoming = await book(t.db, phone, user.userId, '2026-11-26', {
    ...zorawar,
    marketing_consent: true,
  });
  const lead = await recordLead(t.db, { phone, source: '/pune/cbc/?utm_source=x' }, NOW);
  await t.db.insert(leadActivity).values({
    leadId: lead.id!,
    staffUserId: staffId,
    kind: 'note',
    body: 'Asked about Zorawar Quixotic at Xylophone Heights',
  });
  const sms = smsProviderFor(parseEnv({}), t.db);
  await sendLoginCode(t.db, sms, phone, 'diagnobook.example', { now: NOW });
  await setDoNotCall(t.db, phone, true, 'my_data', NOW);

  // The download holds everything the page lists, and the page lists all of it.
  const before = await myData(t.db, { phone, userId: user.userId }, NOW);
  expect(before.bookings.map((b) => b.reference).sort()).toEqual(
    [past.booking.row.reference, upcoming.booking.row.reference].sort(),
  );
  expect(before.bookings[0]!.home).toEqual({
    address: 'Flat 7, Xylophone Heights, Lane 4471',
    pincode: '411038',
    landmark: 'Quokka Park',
  });
  expect(before.call_back_requests).toHaveLength(1);
  expect(before.call_back_requests[0]!.notes[0]!.text).toContain('Zorawar');
  expect(before.consents.map((c) => c.purpose).sort()).toEqual(
    ['booking_messages', 'booking_messages', 'call_back', 'call_back', 'marketing'].sort(),
  );
  expect(before.messages).toHaveLength(1);
  expect(before.login_codes).toHaveLength(1);
  expect(before.login_sessions).toHaveLength(1);
  expect(before.choices).toEqual({ do_not_call: true, marketing: true });
  expect(JSON.parse(JSON.stringify(before))).toEqual(before);

  for (const needle of [phone, 'Zorawar', 'Xylophone', 'Quokka']) {
    expect(await tablesHolding(t.db, needle)).not.toEqual([]);
  }
  const counts = await eraseMyData(t.db, { phone, userId: user.userId }, NOW);
  expect(counts).toMatchObject({
    bookings_cancelled: 1,
    bookings_anonymised: 2,
    leads: 1,
    messages: 1,
    codes: 1,
    sessions: 1,
  });
  for (const needle of [phone, 'Zorawar', 'Xylophone', 'Quokka']) {
    expect({ needle, tables: await tablesHolding(t.db, needle) }).toEqual({ needle, tables: [] });
  }

  const [kept] = await t.db
    .select()
    .from(bookings)
    .where(eq(bookings.reference, upcoming.booking.row.reference));
  expect(kept).toMatchObject({
    reference: upcoming.booking.row.reference,
    centreId: centre.id,
    status: 'cancelled_by_patient',
    slotStart: upcoming.booking.row.slotStart,
    total: upcoming.booking.row.total,
    patientName: null,
    patientAge: null,
    patientGender: null,
    phone: null,
    address: null,
    userId: null,
    erasedAt: NOW,
  });
  const [log] = await t.db.select().from(privacyLog).where(eq(privacyLog.action, 'erasure'));
  expect(log!.detail).toEqual(counts);
  // Nothing of the patient answers for them any more, and 'do not call' still holds.
  const after = await myData(t.db, { phone, userId: user.userId }, NOW);
  expect(after.bookings).toEqual([]);
  expect(after.choices.do_not_call).toBe(true);
});
