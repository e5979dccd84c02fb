// The claim route end to end: a member who turned 18 claims their details with their own
// verified number, by JSON or a plain form (303 back to My family); the holder then sees the
// member gone. A logged-out caller gets 401, any other number 404, a member under 18 409 with
// its reason, bad input 400, and nothing changes on a refusal.
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { consents, familyMembers } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { familyJson } from '@/lib/family';
import { indiaDate } from '@/lib/locale/india';
import { recordGuardianConsent } from '@/lib/privacy';
import { apiError } from '@/lib/testing/api-error';
import { loggedIn } from '@/lib/testing/session';
import { GET, POST as claim } from './route';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => mockDb,
}));

const ORIGIN = 'http://127.0.0.1:3000';
const SON_PHONE = '9811122233';
let holder: { cookie: string; userId: number };
let grownUp: { cookie: string; userId: number };
let stranger: { cookie: string; userId: number };

type Route = (r: NextRequest, c: { params: Promise<object> }) => Promise<Response>;

function post(route: Route, body: object | string, cookie: string | null, type = 'json') {
  const request = new NextRequest(`${ORIGIN}/api/family/claims/`, {
    method: 'POST',
    headers: {
      'content-type': type === 'json' ? 'application/json' : 'application/x-www-form-urlencoded',
      'x-forwarded-for': '198.51.100.7',
      ...(cookie && { cookie }),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return route(request, { params: Promise.resolve({}) });
}

/** A date `years` before India's today, `days` later. */
function yearsAgo(years: number, days = 0): string {
  const today = new Date(`${indiaDate(new Date())}T00:00:00Z`);
  today.setUTCFullYear(today.getUTCFullYear() - years);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

async function son(birthDate: string): Promise<number> {
  const now = new Date();
  const guardianConsentId = await recordGuardianConsent(mockDb.db, { phone: '9876543210', now });
  const [row] = await mockDb.db
    .insert(familyMembers)
    .values({
      userId: holder.userId,
      name: 'Arjun Rao',
      relation: 'son',
      birthDate,
      gender: 'male',
      phone: SON_PHONE,
      phoneVerifiedAt: now,
      guardianConsentId,
    })
    .returning();
  return row!.id;
}

const membersOf = (userId: number) =>
  mockDb.db.select().from(familyMembers).where(eq(familyMembers.userId, userId));
const ownConsents = () => mockDb.db.select().from(consents).where(eq(consents.phone, SON_PHONE));

beforeAll(async () => {
  mockDb = await createTestDb();
  holder = await loggedIn(mockDb.db, '9876543210');
  grownUp = await loggedIn(mockDb.db, SON_PHONE);
  stranger = await loggedIn(mockDb.db, '9876500001');
});
afterAll(async () => {
  await mockDb?.close();
});
beforeEach(async () => {
  await mockDb.db.delete(familyMembers);
  await mockDb.db.delete(consents);
});

describe('claiming one’s details from a family', () => {
  it('claims by JSON: the member leaves the holder’s family and the own consent is kept', async () => {
    const id = await son(yearsAgo(18));
    const res = await post(claim, { member_id: id }, grownUp.cookie);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ claimed: id, bookings: 0, claims: [] });
    expect(await familyJson(mockDb.db, holder.userId, new Date())).toEqual({ members: [] });
    expect(await ownConsents()).toEqual([
      expect.objectContaining({ purpose: 'booking_messages', granted: true, via: 'my_family' }),
    ]);
  });

  it('claims by a plain form, 303 back to My family in the form’s language', async () => {
    const id = await son(yearsAgo(19));
    const res = await post(claim, `member_id=${id}&locale=te`, grownUp.cookie, 'form');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/te/my-family/?done=claimed');
    expect(await membersOf(holder.userId)).toEqual([]);
  });

  it('refuses anyone but the member’s own number with 404, nothing changed', async () => {
    const id = await son(yearsAgo(18));
    for (const who of [stranger, holder]) {
      const res = await post(claim, { member_id: id }, who.cookie);
      expect(res.status).toBe(404);
      expect(apiError.parse(await res.json()).sub_code).toBe('claim_not_found');
    }
    const missing = await post(claim, { member_id: id + 1000 }, grownUp.cookie);
    expect(missing.status).toBe(404);
    expect(await membersOf(holder.userId)).toHaveLength(1);
    expect(await ownConsents()).toEqual([]);
  });

  it('refuses a member still under 18 with 409 and says why, by JSON and on the page', async () => {
    const id = await son(yearsAgo(18, 1));
    const res = await post(claim, { member_id: id }, grownUp.cookie);
    expect(res.status).toBe(409);
    const body = apiError.parse(await res.json());
    expect(body.sub_code).toBe('member_not_adult');
    expect(body.reason).toMatch(/18th birthday/);
    const page = await post(claim, `member_id=${id}&locale=hi`, grownUp.cookie, 'form');
    expect(page.headers.get('location')).toBe('/hi/my-family/?error=member_not_adult&form=claimed');
    expect(await membersOf(holder.userId)).toHaveLength(1);
    expect(await ownConsents()).toEqual([]);
  });

  it('refuses a logged-out caller with 401 and bad input with 400', async () => {
    const id = await son(yearsAgo(18));
    expect((await post(claim, { member_id: id }, null)).status).toBe(401);
    for (const body of [{}, { member_id: 'x' }, { member_id: -1 }, { member_id: 2 ** 40 }]) {
      const res = await post(claim, body, grownUp.cookie);
      expect(res.status).toBe(400);
      expect(apiError.parse(await res.json()).sub_code).toBe('invalid_parameter');
    }
    expect(await membersOf(holder.userId)).toHaveLength(1);
  });

  it('lists what the number may claim, the holder’s number masked, to that number only', async () => {
    const id = await son(yearsAgo(18));
    await son(yearsAgo(18, 1));
    const get = (cookie: string | null) =>
      GET(new NextRequest(`${ORIGIN}/api/family/claims/`, { headers: cookie ? { cookie } : {} }), {
        params: Promise.resolve({}),
      } as never);
    const mine = await get(grownUp.cookie);
    expect(mine.status).toBe(200);
    expect(await mine.json()).toEqual({
      claims: [{ member_id: id, name: 'Arjun Rao', holder_phone: '98XXXXXX10' }],
    });
    expect(await (await get(stranger.cookie)).json()).toEqual({ claims: [] });
    expect((await get(null)).status).toBe(401);
  });
});
