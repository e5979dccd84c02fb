import { eq } from 'drizzle-orm';
import {
  bookableDates,
  bookingIcs,
  bookingMembersResponse,
  bookingsOf,
  getBooking,
  toBookingView,
} from '@/lib/booking';
import { CAMPAIGN_COOKIE } from '@/lib/cookies/policy';
import { encodeAttribution } from '@/lib/campaigns';
import { bookings, cities, consents, familyMembers, memberAddresses } from '@/lib/db/schema';
import { addMember, ageOn } from '@/lib/family';
import { indiaInstant } from '@/lib/locale/india';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { loggedIn } from '@/lib/testing/session';
import { apiError, callGet, callPost } from '@/lib/testing/route';
import { POST } from './handler';
import { GET as members } from './members/route';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();
const HOLDER = '9876543210';
const OTHER = '9123456780';
let holder: { cookie: string; userId: number };
let other: { cookie: string; userId: number };
let mother: number;
let othersMother: number;
const MOTHER_BORN = '1958-03-01';

beforeAll(async () => {
  holder = await loggedIn(t.db.db, HOLDER);
  other = await loggedIn(t.db.db, OTHER);
  const now = new Date();
  const add = (userId: number, phone: string, name: string) =>
    addMember(
      t.db.db,
      { userId, phone },
      { name, relation: 'mother', birthDate: MOTHER_BORN, gender: 'female' },
      now,
    );
  mother = (await add(holder.userId, HOLDER, 'Lakshmi Devi')).id;
  othersMother = (await add(other.userId, OTHER, 'Sita Rao')).id;
});

let minutes = 8 * 60;
/** A new slot of centre a1 for each call (every 30 minutes, two days ahead). */
const nextSlot = () => indiaInstant(bookableDates(new Date())[2]!, (minutes += 30)).toISOString();
const body = (extra: object = {}) => ({
  product_random_id: t.ids.mriBrain.randomId,
  centre_id: t.ids.centres.a1.id,
  service: 'walkin',
  slot_start: nextSlot(),
  safety: NOTHING_DECLARED,
  patient: { name: 'Typed Name', age: 42, gender: 'male', phone: HOLDER },
  ...extra,
});
let keys = 0;
const book = (sent: object, options: { cookie?: string; key?: string } = {}) =>
  callPost(POST, '/api/booking/', sent, {
    headers: {
      'idempotency-key': options.key ?? `member-key-${++keys}`,
      ...(options.cookie !== '' && { cookie: options.cookie ?? holder.cookie }),
    },
  });
const stored = async (reference: string) =>
  (await t.db.db.select().from(bookings).where(eq(bookings.reference, reference)))[0]!;
const consentsOf = async (bookingId: string) =>
  (await t.db.db.select().from(consents).where(eq(consents.bookingId, bookingId)))
    .map((c) => c.purpose)
    .sort();
const membersOf = async (userId: number) =>
  t.db.db.select().from(familyMembers).where(eq(familyMembers.userId, userId));
const bookingCount = async () => (await t.db.db.select({ id: bookings.id }).from(bookings)).length;
const touch = {
  source: 'google',
  medium: 'cpc',
  campaign: 'diwali',
  content: null,
  term: null,
  landing: '/pune/mri-brain/abc123/',
  at: '2026-11-20T05:00:00.000Z',
};
const campaignCookie = `${CAMPAIGN_COOKIE}=${encodeAttribution({ first: touch, last: touch })}`;

describe('booking for a saved member', () => {
  it("stores the member and the member's name, gender and age; the messages stay the holder's", async () => {
    const res = await book(body({ member_id: mother }));
    expect(res.status).toBe(201);
    const row = await stored(res.body.booking.reference);
    expect(row).toMatchObject({
      memberId: mother,
      userId: holder.userId,
      patientName: 'Lakshmi Devi',
      patientGender: 'female',
      patientAge: ageOn(MOTHER_BORN, new Date()),
      phone: HOLDER,
    });
    expect(res.body.booking.patient_name).toBe('Lakshmi Devi');
    expect(res.body.booking.for_member).toMatchObject({ member_id: mother, relation: 'mother' });
  });

  it("answers 404 for another account's member, with no booking stored", async () => {
    const before = await bookingCount();
    const res = await book(body({ member_id: othersMother }));
    expect(res.status).toBe(404);
    expect(apiError.parse(res.body).sub_code).toBe('member_not_found');
    expect(await bookingCount()).toBe(before);
  });

  it('answers 401 when not logged in, with no booking stored', async () => {
    const before = await bookingCount();
    const res = await book(body({ member_id: mother }), { cookie: '' });
    expect(res.status).toBe(401);
    expect(await bookingCount()).toBe(before);
  });

  it('refuses member_id and save_member together (400)', async () => {
    const res = await book(
      body({ member_id: mother, save_member: { relation: 'son', birth_date: '2001-01-01' } }),
    );
    expect(res.status).toBe(400);
  });
});

describe('booking for someone new, saved to My family', () => {
  it('adds the member once: a replay with the same key gives the same booking and no second member', async () => {
    const sent = body({
      patient: { name: 'Ravi Kumar', age: 30, gender: 'male', phone: HOLDER },
      save_member: { relation: 'spouse', birth_date: '1990-05-05' },
    });
    const before = (await membersOf(holder.userId)).length;
    const first = await book(sent, { key: 'save-member-once' });
    expect(first.status).toBe(201);
    const again = await book(sent, { key: 'save-member-once' });
    expect(again.body.booking.reference).toBe(first.body.booking.reference);
    const members = await membersOf(holder.userId);
    expect(members).toHaveLength(before + 1);
    const ravi = members.find((m) => m.name === 'Ravi Kumar')!;
    expect(ravi).toMatchObject({ relation: 'spouse', birthDate: '1990-05-05', gender: 'male' });
    const row = await stored(first.body.booking.reference);
    expect(row).toMatchObject({ memberId: ravi.id, patientAge: ageOn('1990-05-05', new Date()) });
  });

  it('keeps nothing for a child without the guardian declaration (400)', async () => {
    const before = [await bookingCount(), (await membersOf(holder.userId)).length];
    const res = await book(
      body({
        patient: { name: 'Chinnu', age: 7, gender: 'female', phone: HOLDER },
        save_member: { relation: 'daughter', birth_date: '2019-02-02' },
      }),
    );
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).sub_code).toBe('guardian_consent_required');
    expect([await bookingCount(), (await membersOf(holder.userId)).length]).toEqual(before);
  });

  it('answers a birth date in the future 400, nothing kept', async () => {
    const before = await bookingCount();
    const res = await book(
      body({ save_member: { relation: 'son', birth_date: '2999-01-01', guardian: true } }),
    );
    expect(res.status).toBe(400);
    expect(apiError.parse(res.body).reason).toMatch(/save_member.birth_date/);
    expect(await bookingCount()).toBe(before);
  });
});

describe("a child's booking", () => {
  it('keeps no attribution, no marketing consent and clears the campaign cookie (a saved child)', async () => {
    const res = await book(
      body({
        patient: { name: 'Chinnu', age: 7, gender: 'female', phone: HOLDER },
        save_member: { relation: 'daughter', birth_date: '2019-02-02', guardian: true },
        marketing_consent: true,
      }),
      { cookie: `${holder.cookie}; ${campaignCookie}` },
    );
    expect(res.status).toBe(201);
    const row = await stored(res.body.booking.reference);
    expect(row.attribution).toBeNull();
    expect(row.patientAge).toBeLessThan(18);
    expect(await consentsOf(row.id)).toEqual(['booking_messages']);
    // The browser's campaign cookie is removed: nothing of the campaign stays after it.
    const campaign = res.headers.getSetCookie().filter((c) => c.startsWith(`${CAMPAIGN_COOKIE}=`));
    expect(campaign).toHaveLength(1);
    expect(campaign[0]).toMatch(new RegExp(`^${CAMPAIGN_COOKIE}=;.*Max-Age=0`));
  });

  it('keeps none for a typed age under 18 either; an adult keeps both', async () => {
    const child = await book(
      body({
        patient: { name: 'Typed Child', age: 12, gender: 'male', phone: HOLDER },
        marketing_consent: true,
      }),
      { cookie: `${holder.cookie}; ${campaignCookie}` },
    );
    const adult = await book(body({ marketing_consent: true }), {
      cookie: `${holder.cookie}; ${campaignCookie}`,
    });
    const cleared = (res: { headers: Headers }) =>
      res.headers.getSetCookie().some((c) => c.startsWith(`${CAMPAIGN_COOKIE}=;`));
    expect(cleared(child)).toBe(true);
    expect(cleared(adult)).toBe(false);
    const childRow = await stored(child.body.booking.reference);
    const adultRow = await stored(adult.body.booking.reference);
    expect(childRow.attribution).toBeNull();
    expect(await consentsOf(childRow.id)).toEqual(['booking_messages']);
    expect(adultRow.attribution).not.toBeNull();
    expect(await consentsOf(adultRow.id)).toEqual(['booking_messages', 'marketing']);
  });
});

describe('GET /api/booking/members/', () => {
  it("lists the account's own members only, with their age and addresses; 401 logged out", async () => {
    const [city] = await t.db.db.select({ id: cities.id }).from(cities).limit(1);
    const [home] = await t.db.db
      .insert(memberAddresses)
      .values({
        memberId: mother,
        cityId: city!.id,
        address: '4-1-12 Kings Colony',
        pincode: '500034',
        isDefault: true,
      })
      .returning();
    await t.db.db
      .insert(memberAddresses)
      .values({ memberId: othersMother, cityId: city!.id, address: 'Not hers', pincode: '500082' });
    const res = await callGet(members, '/api/booking/members/', { cookie: holder.cookie });
    expect(res.status).toBe(200);
    const mine = bookingMembersResponse.parse(res.body).members;
    expect(mine[0]).toEqual({
      id: mother,
      name: 'Lakshmi Devi',
      relation: 'mother',
      birth_date: MOTHER_BORN,
      age: ageOn(MOTHER_BORN, new Date()),
      gender: 'female',
      child: false,
      addresses: [
        {
          id: home!.id,
          city_id: city!.id,
          address: '4-1-12 Kings Colony',
          pincode: '500034',
          landmark: null,
          is_default: true,
        },
      ],
    });
    expect(mine.map((m) => m.id)).not.toContain(othersMother);
    expect(JSON.stringify(mine)).not.toContain('Not hers');
    expect((await callGet(members, '/api/booking/members/')).status).toBe(401);
  });
});

describe('who the booking is for, where it shows', () => {
  let reference: string;
  beforeAll(async () => {
    reference = (await book(body({ member_id: mother }))).body.booking.reference;
  });
  const age = () => ageOn(MOTHER_BORN, new Date());
  /** A booking for its holder (another account's: the holder's number has booked its fill). */
  const othersOwn = async () => {
    const sent = body({ patient: { name: 'Sita', age: 40, gender: 'female', phone: OTHER } });
    const res = await book(sent, { cookie: other.cookie });
    expect(res.status).toBe(201);
    return res.body.booking.reference as string;
  };

  it('the booking view says the member, the relation and the masked number of who booked', async () => {
    const details = (await getBooking(t.db.db, reference))!;
    expect(toBookingView(details).for_member).toEqual({
      member_id: mother,
      name: 'Lakshmi Devi',
      relation: 'mother',
      age: age(),
      booked_by_masked: '98XXXXXX10',
    });
    const own = await othersOwn();
    expect(toBookingView((await getBooking(t.db.db, own))!).for_member).toBeNull();
  });

  it("My bookings' list carries it, so the page groups by member", async () => {
    const mine = (await bookingsOf(t.db.db, holder.userId)).map(toBookingView);
    const found = mine.find((b) => b.reference === reference)!;
    expect(found.for_member).toMatchObject({ member_id: mother, relation: 'mother' });
    expect(mine.some((b) => b.for_member === null)).toBe(true);
  });

  it('the calendar file names whom the test is for', async () => {
    const details = (await getBooking(t.db.db, reference))!;
    const ics = bookingIcs(details, 30, 'https://example.in').replace(/\r\n /g, '');
    expect(ics).toContain(`For: Lakshmi Devi (Mother\\, ${age()}).`);
    const own = await othersOwn();
    const plain = bookingIcs((await getBooking(t.db.db, own))!, 30, 'https://example.in');
    expect(plain).not.toContain('For:');
  });
});
