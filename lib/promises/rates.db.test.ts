// The promise rates against a hand count: a fixed day of bookings, moves, sweeps, messages and
// calls, made through the real functions where they exist, and each rate's kept and total
// counted by hand below.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { createBooking, moveBooking, sweepDeadlines } from '@/lib/booking';
import { bookingCredits, bookings, leads, messages } from '@/lib/db/schema';
import { leadActivity, staffUsers } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaInstant } from '@/lib/locale/india';
import { fixture } from '@/lib/testing/catalog-fixture';
import { breaches, summariseAll } from './summary';
import { promiseOutcomes, type PromiseSettings } from './rates';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

// Monday 30 Nov 2026 in India; slots on Tuesday.
const mon = (minutes: number) => indiaInstant('2026-11-30', minutes);
const tue = (minutes: number) => indiaInstant('2026-12-01', minutes);
const wed = (minutes: number) => indiaInstant('2026-12-02', minutes);
const h = (hh: number, mm = 0) => hh * 60 + mm;

const settings: PromiseSettings = {
  callBackMinutes: 15,
  quietFromMinutes: 21 * 60,
  quietUntilMinutes: 8 * 60,
};

let t: TestDb;
let rates: ReturnType<typeof summariseAll>;

beforeAll(async () => {
  t = await createTestDb();
  const f = fixture(t.db);
  const city = await f.city('Pune');
  const area = await f.area(city.id, 'Baner');
  const cat = await f.category('biochemistry', 'Biochemistry');
  const cbc = await f.product(cat.id, 'CBC', { homeServiceAllowed: true });
  const org = await f.organisation('Sahyadri Labs');
  const walkin = await f.centre(org.id, area);
  const home = await f.centre(org.id, area, undefined, { homeService: true, lateCredit: 150 });
  await f.price(walkin, cbc.id, 400, 600);
  await f.price(home, cbc.id, 400, 600, true);

  const book = async (centre: number, start: Date, service: 'walkin' | 'home-service') => {
    const { booking } = await createBooking(
      t.db,
      {
        product_random_id: cbc.randomId,
        centre_id: centre,
        service,
        slot_start: start.toISOString(),
        safety: NOTHING_DECLARED,
        patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: '9876543210' },
        ...(service === 'home-service'
          ? { address: { line: '4-2-11, Lane 3', pincode: '411045' } }
          : {}),
      },
      randomUUID(),
      mon(h(10)),
    );
    return booking.row;
  };
  const move = (id: string, to: string, at: Date, actor: 'centre' | 'patient' = 'centre') =>
    moveBooking(t.db, id, {
      to: to as never,
      actor,
      now: at,
      technician: { name: 'Ravi Teja', phone: '9876501234' },
    });

  // Answers, each due at 10:30 Monday (30 minutes of opening hours after 10:00).
  const a = await book(walkin.id, tue(h(11, 30)), 'walkin');
  const b = await book(walkin.id, tue(h(11, 30)), 'walkin');
  const c = await book(walkin.id, tue(h(12)), 'walkin');
  const d = await book(walkin.id, tue(h(12)), 'walkin');
  await move(a.id, 'confirmed', mon(h(10, 10))); // answered in time: kept
  await move(d.id, 'cancelled_by_patient', mon(h(10, 5)), 'patient'); // nothing owed
  await sweepDeadlines(t.db, mon(h(10, 31))); // B (and C) escalated at 10:31: kept
  await t.db
    .update(bookings)
    .set({ escalatedAt: mon(h(10, 40)) })
    .where(eq(bookings.id, c.id)); // C escalated late
  await move(b.id, 'confirmed', mon(h(10, 45)));

  // Reports, 24 hours from check-in at 11:30 Tuesday: A on time, B late.
  await move(a.id, 'checked_in', tue(h(11, 30)));
  await move(b.id, 'checked_in', tue(h(11, 30)));
  await move(a.id, 'report_ready', tue(h(18)));
  await move(b.id, 'report_ready', wed(h(12)));

  // Home collections, window 60 minutes: H1 never collected and marked late in time (kept),
  // H2 collected in its window (not counted), H3 marked 15 minutes after it was due (broken).
  const h1 = await book(home.id, tue(h(9)), 'home-service');
  const h2 = await book(home.id, tue(h(9)), 'home-service');
  const h3 = await book(home.id, tue(h(11)), 'home-service');
  for (const x of [h1, h2, h3]) {
    await move(x.id, 'confirmed', mon(h(10, 20)));
    await move(x.id, 'technician_assigned', mon(h(10, 25)));
  }
  await move(h2.id, 'on_the_way', tue(h(9)));
  await move(h2.id, 'sample_collected', tue(h(9, 40)));
  await sweepDeadlines(t.db, tue(h(10, 31)));
  await sweepDeadlines(t.db, tue(h(12, 45)));

  // Messages, by hand: only these exist.
  await t.db.delete(messages);
  const msg = (bookingId: string, kind: string, dueAt: Date, status: string, sentAt?: Date) =>
    t.db.insert(messages).values({ bookingId, kind, channel: 'sms', dueAt, status, sentAt });
  await msg(a.id, 'preparation', mon(h(19)), 'sent', mon(h(19, 5))); // on time
  await msg(b.id, 'preparation', mon(h(19)), 'sent', mon(h(19, 20))); // 20 minutes late
  await msg(c.id, 'preparation', mon(h(19)), 'cancelled'); // the booking went: not owed
  await msg(c.id, 'preparation', mon(h(21, 30)), 'sent', mon(h(21, 31))); // into quiet hours, allowed
  await msg(d.id, 'booking_received', mon(h(22, 5)), 'sent', mon(h(22, 10))); // in quiet hours
  await msg(d.id, 'booking_received', mon(h(11)), 'failed'); // never reached the provider

  // The slot of A and B gets a third booking past every check: overbooked.
  await t.db.execute(sql`
    insert into bookings (id, reference, product_id, centre_id, service, slot_start, patient_name,
      patient_age, patient_gender, phone, price, home_collection_fee, night_surcharge, total,
      status, idempotency_key, request_hash, created_at, updated_at)
    select gen_random_uuid(), 'DX-OVER01', product_id, centre_id, service, slot_start, patient_name,
      patient_age, patient_gender, phone, price, home_collection_fee, night_surcharge, total,
      'confirmed', 'over-key', request_hash, created_at, updated_at
    from bookings where id = ${a.id}`);

  // Call-backs, each against the time it was promised: L1 in 8 minutes, L2 in 30, L3 never (a
  // note is not a call), L4 asked at night and promised by 10 AM, called at 9:50 (its wait
  // counted from 9:45), and L5 'do not call' (not owed).
  await t.db.insert(staffUsers).values({ id: 'agent-1', name: 'Agent', email: 'a@x.invalid' });
  const lead = async (
    createdAt: Date,
    status = 'new',
    promisedBy = new Date(createdAt.getTime() + 15 * 60_000),
  ) => {
    const [row] = await t.db
      .insert(leads)
      .values({
        phone: '9876543210',
        source: '/',
        cityId: city.id,
        status,
        promisedBy,
        createdAt,
        updatedAt: createdAt,
      })
      .returning();
    return row!.id;
  };
  const call = (leadId: number, kind: string, at: Date) =>
    t.db
      .insert(leadActivity)
      .values({ leadId, staffUserId: 'agent-1', kind, body: kind, createdAt: at });
  await call(await lead(mon(h(10))), 'not_reachable', mon(h(10, 8)));
  await call(await lead(mon(h(10))), 'not_interested', mon(h(10, 30)));
  await call(await lead(mon(h(10, 5))), 'note', mon(h(10, 6)));
  await call(await lead(mon(h(22)), 'new', mon(h(24 + 10))), 'not_interested', mon(h(24 + 9, 50)));
  await lead(mon(h(10)), 'do_not_call');

  const outcomes = await promiseOutcomes(
    t.db,
    { from: mon(0), to: indiaInstant('2026-12-03', 0), asOf: indiaInstant('2026-12-03', 0) },
    settings,
  );
  rates = summariseAll(outcomes);
});
afterAll(async () => {
  await t?.close();
});

const rate = (key: string) => rates.find((r) => r.key === key)!;

it('counts each promise as a hand count does', () => {
  const counts = Object.fromEntries(rates.map((r) => [r.key, [r.kept, r.total]]));
  expect(counts).toEqual({
    call_back: [2, 4],
    centre_answer: [5, 6], // A, B and the three home collections; C escalated late; D cancelled
    late_credited: [1, 2],
    late_reports_credited: [0, 2], // B and H2: no sweep ran at their due times
    reports_on_time: [1, 3], // A; B a day late; H2's sample, collected, never reported
    preparation_on_time: [2, 3],
    quiet_hours: [3, 4],
    messages_delivered: [4, 5],
    overbooked: [3, 4],
  });
});

it('gives the call-back waits in minutes: 5, 8, 30 and the lead still waiting', () => {
  const callBack = rate('call_back');
  expect(callBack.medianMinutes).toBe(8);
  expect(callBack.p90Minutes).toBeCloseTo(
    (indiaInstant('2026-12-03', 0).getTime() - mon(h(10, 5)).getTime()) / 60_000,
  );
});

it('records the late credit with no claim, and buckets by the hour it fell due (India)', async () => {
  const credits = await t.db.select().from(bookingCredits);
  expect(credits).toHaveLength(2); // H1 in time and H3 late: each credited once
  const late = rate('late_credited');
  expect(late.hours[10]).toEqual({ kept: 1, total: 1, share: 1 });
  expect(late.hours[12]).toEqual({ kept: 0, total: 1, share: 0 });
  expect(late.cities).toEqual([{ name: 'Pune', kept: 1, total: 2, share: 0.5 }]);
});

it('names each broken rate against the budget', () => {
  const broken = breaches(rates).map((r) => [r.key, r.breach]);
  expect(broken).toEqual(
    expect.arrayContaining([
      ['centre_answer', '83.3% kept, below 100.0%'],
      ['quiet_hours', '1 messages in quiet hours, more than 0'],
      ['overbooked', '1 overbooked slots, more than 0'],
    ]),
  );
  expect(rate('call_back').breach).toMatch(
    /^50\.0% kept, below 90\.0%; p90 \d+\.0 min, above 30 min$/,
  );
});
