// My family's routes end to end on the database: adding, editing and removing members and
// their addresses, the bad input each refuses (nothing stored), another account's member a 404
// in every route, a child only with the guardian's declaration (kept as a consent in the page's
// words), and a member's number verified only by the code sent to it.
import { desc, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { consents, familyMembers, memberAddresses, otpCodes, smsOutbox } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { indiaDate } from '@/lib/locale/india';
import { consentWordsIn } from '@/lib/privacy/client';
import { apiError } from '@/lib/testing/api-error';
import { fixture } from '@/lib/testing/catalog-fixture';
import { loggedIn } from '@/lib/testing/session';
import { GET as list, POST as add } from './route';
import { POST as edit } from './[id]/edit/route';
import { POST as remove } from './[id]/remove/route';
import { POST as addAddress } from './[id]/addresses/route';
import { POST as removeAddress } from './[id]/addresses/[addressId]/remove/route';
import { POST as makeDefault } from './[id]/addresses/[addressId]/default/route';
import { POST as messages } from './[id]/messages/route';
import { POST as sendCode } from './[id]/phone/send-code/route';
import { POST as verify } from './[id]/phone/verify/route';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => mockDb,
}));

const ORIGIN = 'http://127.0.0.1:3000';
let holder: { cookie: string; userId: number };
let other: { cookie: string; userId: number };
let pune: number;
let hyderabad: number;
let n = 0;
const ip = () => `198.51.100.${++n}`;

type Params = { id?: string; addressId?: string };
type Route = (r: NextRequest, c: { params: Promise<Params> }) => Promise<Response>;

function call(route: Route, body: object, cookie: string | null, params: Params = {}) {
  const request = new NextRequest(`${ORIGIN}/api/family/members/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip(),
      ...(cookie && { cookie }),
    },
    body: JSON.stringify(body),
  });
  return route(request, { params: Promise.resolve(params) });
}

function form(route: Route, fields: Record<string, string>, cookie: string, params: Params = {}) {
  const request = new NextRequest(`${ORIGIN}/api/family/members/`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': ip(),
      cookie,
    },
    body: new URLSearchParams(fields).toString(),
  });
  return route(request, { params: Promise.resolve(params) });
}

/** A date `years` before India's today (negative: after it). */
function yearsAgo(years: number, days = 0): string {
  const today = new Date(`${indiaDate(new Date())}T00:00:00Z`);
  today.setUTCFullYear(today.getUTCFullYear() - years);
  today.setUTCDate(today.getUTCDate() + days);
  return today.toISOString().slice(0, 10);
}

const mother = (extra: object = {}) => ({
  name: 'Lakshmi Rao',
  relation: 'mother',
  birth_date: yearsAgo(68),
  gender: 'female',
  ...extra,
});

async function refusal(response: Response) {
  return apiError.parse(await response.json());
}

const membersOf = (userId: number) =>
  mockDb.db.select().from(familyMembers).where(eq(familyMembers.userId, userId));

async function added(body: object, who = holder): Promise<number> {
  const res = await call(add, body, who.cookie);
  expect(res.status).toBe(201);
  return ((await res.json()) as { member_id: number }).member_id;
}

beforeAll(async () => {
  mockDb = await createTestDb();
  const f = fixture(mockDb.db);
  hyderabad = (await f.city('Hyderabad')).id;
  pune = (await f.city('Pune')).id;
  await f.area(hyderabad, 'Banjara Hills');
  const kothrud = await f.area(pune, 'Kothrud');
  await mockDb.db.execute(`update areas set pincode = '411038' where id = ${kothrud.id}`);
  holder = await loggedIn(mockDb.db, '9876543210');
  other = await loggedIn(mockDb.db, '9876500001');
});
afterAll(async () => {
  await mockDb?.close();
});
beforeEach(async () => {
  await mockDb.db.delete(familyMembers);
  await mockDb.db.delete(otpCodes);
});

describe('members', () => {
  it('adds, lists with the age, edits and removes a member', async () => {
    const id = await added(mother({ phone: '98765 01234' }));
    const listed = await list(
      new NextRequest(`${ORIGIN}/api/family/members/`, { headers: { cookie: holder.cookie } }),
      { params: Promise.resolve({}) },
    );
    const { members } = (await listed.json()) as { members: Record<string, unknown>[] };
    expect(members).toEqual([
      expect.objectContaining({
        id,
        name: 'Lakshmi Rao',
        relation: 'mother',
        age: 68,
        phone: '9876501234',
        phone_verified: false,
        messages_to_member: false,
        addresses: [],
      }),
    ]);

    const res = await call(
      edit,
      mother({ name: 'Lakshmi R.', phone: '9876501234' }),
      holder.cookie,
      {
        id: String(id),
      },
    );
    expect(res.status).toBe(200);
    expect((await membersOf(holder.userId))[0]!.name).toBe('Lakshmi R.');

    expect((await call(remove, {}, holder.cookie, { id: String(id) })).status).toBe(200);
    expect(await membersOf(holder.userId)).toEqual([]);
  });

  it('answers a plain form with 303 back to the page, saying what happened or what was wrong', async () => {
    const done = await form(add, { ...mother(), locale: 'hi' }, holder.cookie);
    expect(done.status).toBe(303);
    const [row] = await membersOf(holder.userId);
    expect(done.headers.get('location')).toBe(
      `/hi/my-family/?done=added&member=${row!.id}#member-${row!.id}`,
    );
    const wrong = await form(add, { ...mother(), relation: 'cousin', locale: 'te' }, holder.cookie);
    expect(wrong.status).toBe(303);
    expect(wrong.headers.get('location')).toBe(
      '/te/my-family/?error=invalid_parameter&form=added&field=relation',
    );
    expect(await membersOf(holder.userId)).toHaveLength(1);
  });

  it('keeps the language of the member’s own messages: the page’s, or the one chosen', async () => {
    const byPage = await added(mother({ locale: 'hi' }));
    const chosen = await added(mother({ name: 'Venkamma', locale: 'hi', language: 'te' }));
    // A plain form sends an empty choice as "": the page's language then.
    const fromForm = await form(
      add,
      { ...mother({ name: 'Sita' }), locale: 'te', language: '' },
      holder.cookie,
    );
    expect(fromForm.status).toBe(303);
    const language = async (id: number) =>
      (await membersOf(holder.userId)).find((m) => m.id === id)!.language;
    expect(await language(byPage)).toBe('hi');
    expect(await language(chosen)).toBe('te');
    expect((await membersOf(holder.userId)).find((m) => m.name === 'Sita')!.language).toBe('te');
    // An edit changes it; one that does not say keeps it.
    await call(edit, mother({ language: 'en' }), holder.cookie, { id: String(byPage) });
    expect(await language(byPage)).toBe('en');
    await call(edit, mother({ name: 'Venkamma' }), holder.cookie, { id: String(chosen) });
    expect(await language(chosen)).toBe('te');
    const res = await call(add, mother({ language: 'fr' }), holder.cookie);
    expect(res.status).toBe(400);
    expect((await refusal(res)).reason).toContain('language: must be a language of the site');
  });

  it('adds a member when the server gives the route no params (its path has no segment)', async () => {
    const request = new NextRequest(`${ORIGIN}/api/family/members/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: holder.cookie },
      body: JSON.stringify(mother()),
    });
    const res = await add(request, { params: undefined } as never);
    expect(res.status).toBe(201);
  });

  it('refuses a logged-out caller with 401', async () => {
    const res = await call(add, mother(), null);
    expect(res.status).toBe(401);
    expect((await refusal(res)).sub_code).toBe('login_required');
  });

  it.each([
    ['a date of birth in the future', { birth_date: yearsAgo(0, 1) }, 'invalid_birth_date'],
    ['a date of birth 121 years ago', { birth_date: yearsAgo(121) }, 'invalid_birth_date'],
    ['a date that is no day', { birth_date: '1960-02-30' }, 'invalid_parameter'],
    ['a relation not in the list', { relation: 'cousin' }, 'invalid_parameter'],
    ['a gender not in the list', { gender: 'x' }, 'invalid_parameter'],
    ['a number that is no Indian mobile', { phone: '12345' }, 'invalid_parameter'],
    ['no name', { name: '  ' }, 'invalid_parameter'],
  ])('refuses %s with 400, nothing stored', async (_what, change, subCode) => {
    const res = await call(add, mother(change), holder.cookie);
    expect(res.status).toBe(400);
    expect((await refusal(res)).sub_code).toBe(subCode);
    expect(await membersOf(holder.userId)).toEqual([]);
  });

  it('takes a member born 120 years ago today', async () => {
    await added(mother({ birth_date: yearsAgo(120) }));
  });

  it('refuses an 11th member with 409, nothing stored', async () => {
    for (let i = 0; i < 10; i += 1) await added(mother({ name: `Member ${i}` }));
    const res = await call(add, mother({ name: 'Eleventh' }), holder.cookie);
    expect(res.status).toBe(409);
    expect((await refusal(res)).sub_code).toBe('too_many_members');
    expect(await membersOf(holder.userId)).toHaveLength(10);
  });
});

describe('a child', () => {
  const child = (extra: object = {}) => ({
    name: 'Anika Rao',
    relation: 'daughter',
    birth_date: yearsAgo(9),
    gender: 'female',
    ...extra,
  });

  it('is refused without the guardian declaration, nothing stored', async () => {
    const before = await mockDb.db.select().from(consents);
    const res = await call(add, child(), holder.cookie);
    expect(res.status).toBe(400);
    expect((await refusal(res)).sub_code).toBe('guardian_consent_required');
    expect(await membersOf(holder.userId)).toEqual([]);
    expect(await mockDb.db.select().from(consents)).toHaveLength(before.length);
  });

  it('is added with it, the consent kept in the words of the page the holder read', async () => {
    const res = await form(add, { ...child(), guardian: 'on', locale: 'te' }, holder.cookie);
    expect(res.status).toBe(303);
    const [member] = await membersOf(holder.userId);
    const [consent] = await mockDb.db
      .select()
      .from(consents)
      .where(eq(consents.id, member!.guardianConsentId!));
    expect(consent).toMatchObject({
      phone: '9876543210',
      purpose: 'guardian',
      via: 'my_family',
      granted: true,
      wording: consentWordsIn('te').guardian,
    });
  });

  it('needs the declaration when an edit makes an adult a child', async () => {
    const id = await added(mother());
    const res = await call(edit, child(), holder.cookie, { id: String(id) });
    expect(res.status).toBe(400);
    expect((await refusal(res)).sub_code).toBe('guardian_consent_required');
    expect((await membersOf(holder.userId))[0]!.birthDate).toBe(mother().birth_date);
    expect(
      (await call(edit, child({ guardian: true }), holder.cookie, { id: String(id) })).status,
    ).toBe(200);
    expect((await membersOf(holder.userId))[0]!.guardianConsentId).not.toBeNull();
  });
});

describe('another account’s member', () => {
  it('is not found (404) in every route, and nothing of it changes', async () => {
    const theirs = await added(mother({ phone: '9876501234' }), other);
    const [address] = await mockDb.db
      .insert(memberAddresses)
      .values({
        memberId: theirs,
        cityId: pune,
        address: 'Flat 2, Paud Road',
        pincode: '411038',
        isDefault: true,
      })
      .returning();
    const id = String(theirs);
    const addressId = String(address!.id);
    const calls: [string, Route, object, Params][] = [
      ['edit', edit, mother({ name: 'Taken' }), { id }],
      ['remove', remove, {}, { id }],
      [
        'add an address',
        addAddress,
        { city_id: pune, address: 'Flat 9, Paud Road', pincode: '411038' },
        { id },
      ],
      ['remove an address', removeAddress, {}, { id, addressId }],
      ['make an address the default', makeDefault, {}, { id, addressId }],
      ['send a code', sendCode, {}, { id }],
      [
        'verify',
        verify,
        { request_id: '6f1c2a4e-8b1d-4c3a-9e2f-0a1b2c3d4e5f', code: '123456' },
        { id },
      ],
      ['messages', messages, { messages_to_member: false }, { id }],
    ];
    for (const [what, route, body, params] of calls) {
      const res = await call(route, body, holder.cookie, params);
      expect({ what, status: res.status }).toEqual({ what, status: 404 });
      const error = await refusal(res);
      expect(error.sub_code).toBe('member_not_found');
      expect(JSON.stringify(error)).not.toContain('Lakshmi');
      // A form hears the same, on the page.
      const back = await form(
        route,
        { ...(body as Record<string, string>), locale: 'en' },
        holder.cookie,
        params,
      );
      expect(back.headers.get('location')).toContain('error=member_not_found');
    }
    const [row] = await membersOf(other.userId);
    expect(row).toMatchObject({ name: 'Lakshmi Rao', phone: '9876501234' });
    expect(
      await mockDb.db.select().from(memberAddresses).where(eq(memberAddresses.memberId, theirs)),
    ).toHaveLength(1);
    expect(await mockDb.db.select().from(otpCodes)).toEqual([]);
  });

  it('is 404 also for an id that is no number, and an address of another member', async () => {
    const mine = await added(mother());
    const theirs = await added(mother(), other);
    const [address] = await mockDb.db
      .insert(memberAddresses)
      .values({
        memberId: theirs,
        cityId: pune,
        address: 'Flat 2, Paud Road',
        pincode: '411038',
        isDefault: true,
      })
      .returning();
    expect((await call(remove, {}, holder.cookie, { id: 'abc' })).status).toBe(404);
    const res = await call(makeDefault, {}, holder.cookie, {
      id: String(mine),
      addressId: String(address!.id),
    });
    expect(res.status).toBe(404);
    expect((await refusal(res)).sub_code).toBe('address_not_found');
  });
});

describe('addresses', () => {
  const home = (extra: object = {}) => ({
    city_id: pune,
    address: 'Flat 2, Lake View, Paud Road',
    pincode: '411038',
    landmark: 'Opposite the petrol pump',
    ...extra,
  });
  const addressesOf = (memberId: number) =>
    mockDb.db
      .select()
      .from(memberAddresses)
      .where(eq(memberAddresses.memberId, memberId))
      .orderBy(memberAddresses.id);

  it('refuses a PIN code not of the chosen city, nothing stored', async () => {
    const id = await added(mother());
    const res = await call(addAddress, home({ pincode: '500016' }), holder.cookie, {
      id: String(id),
    });
    expect(res.status).toBe(400);
    expect((await refusal(res)).sub_code).toBe('pincode_not_in_city');
    const city = await call(addAddress, home({ city_id: 99999 }), holder.cookie, {
      id: String(id),
    });
    expect((await refusal(city)).sub_code).toBe('unknown_city');
    expect(await addressesOf(id)).toEqual([]);
  });

  it('keeps one default per member: the first, then the one chosen, then the oldest left', async () => {
    const id = String(await added(mother()));
    expect((await call(addAddress, home(), holder.cookie, { id })).status).toBe(201);
    expect(
      (await call(addAddress, home({ address: 'Office, FC Road' }), holder.cookie, { id })).status,
    ).toBe(201);
    let rows = await addressesOf(Number(id));
    expect(rows.map((r) => r.isDefault)).toEqual([true, false]);

    await call(makeDefault, {}, holder.cookie, { id, addressId: String(rows[1]!.id) });
    rows = await addressesOf(Number(id));
    expect(rows.map((r) => r.isDefault)).toEqual([false, true]);

    expect(
      (
        await call(
          addAddress,
          home({ address: 'Parents, Kothrud', is_default: true }),
          holder.cookie,
          { id },
        )
      ).status,
    ).toBe(201);
    rows = await addressesOf(Number(id));
    expect(rows.map((r) => r.isDefault)).toEqual([false, false, true]);

    await call(removeAddress, {}, holder.cookie, { id, addressId: String(rows[2]!.id) });
    rows = await addressesOf(Number(id));
    expect(rows.map((r) => r.isDefault)).toEqual([true, false]);
  });

  it('go with their member', async () => {
    const id = String(await added(mother()));
    await call(addAddress, home(), holder.cookie, { id });
    await call(remove, {}, holder.cookie, { id });
    expect(await addressesOf(Number(id))).toEqual([]);
  });
});

describe('the member’s own number', () => {
  async function codeSent(id: string) {
    const res = await call(sendCode, {}, holder.cookie, { id });
    expect(res.status).toBe(200);
    const { request_id } = (await res.json()) as { request_id: string };
    const [sms] = await mockDb.db
      .select()
      .from(smsOutbox)
      .where(eq(smsOutbox.phone, '9876501234'))
      .orderBy(desc(smsOutbox.id))
      .limit(1);
    return { requestId: request_id, code: /^(\d{6}) /.exec(sms!.body)![1]!, text: sms!.body };
  }

  it('gets no messages until verified: the choice is refused with 409', async () => {
    // Forty: not an elder, whose messages are on by default (to reach them once verified).
    const id = String(await added(mother({ phone: '9876501234', birth_date: yearsAgo(40) })));
    const res = await call(messages, { messages_to_member: true }, holder.cookie, { id });
    expect(res.status).toBe(409);
    expect((await refusal(res)).sub_code).toBe('phone_not_verified');
    expect((await membersOf(holder.userId))[0]!.messagesToMember).toBe(false);
  });

  it('is verified by the right code only, then takes messages; a new number drops it', async () => {
    const id = String(await added(mother({ phone: '9876501234' })));
    const { requestId, code, text } = await codeSent(id);
    expect(text).toContain('family member');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const refused = await call(verify, { request_id: requestId, code: wrong }, holder.cookie, {
      id,
    });
    expect(refused.status).toBe(400);
    expect((await refusal(refused)).sub_code).toBe('otp_wrong');
    expect((await membersOf(holder.userId))[0]!.phoneVerifiedAt).toBeNull();
    // A form's wrong code goes back to the same code's form, to try again.
    const back = await form(
      verify,
      { request_id: requestId, code: wrong, locale: 'en' },
      holder.cookie,
      { id },
    );
    expect(back.headers.get('location')).toBe(
      `/my-family/?error=otp_wrong&form=verified&member=${id}&request=${requestId}#member-${id}`,
    );

    expect(
      (await call(verify, { request_id: requestId, code }, holder.cookie, { id })).status,
    ).toBe(200);
    expect((await membersOf(holder.userId))[0]!.phoneVerifiedAt).not.toBeNull();
    // The code is spent.
    expect(
      (await call(verify, { request_id: requestId, code }, holder.cookie, { id })).status,
    ).toBe(400);

    expect((await call(messages, { messages_to_member: true }, holder.cookie, { id })).status).toBe(
      200,
    );
    expect((await membersOf(holder.userId))[0]!.messagesToMember).toBe(true);

    await call(edit, mother({ phone: '9876501235' }), holder.cookie, { id });
    const [row] = await membersOf(holder.userId);
    expect(row).toMatchObject({
      phone: '9876501235',
      phoneVerifiedAt: null,
      messagesToMember: false,
    });
  });

  it('cannot be verified by a login code to the number, nor log anyone in with its own', async () => {
    const { sendLoginCode, logInWithCode } = await import('@/lib/accounts');
    const { smsProviderFor } = await import('@/lib/sms');
    const { parseEnv } = await import('@/lib/env/schema');
    const id = String(await added(mother({ phone: '9876501234' })));
    const { requestId, code } = await codeSent(id);
    // A login request for the member's number moments later: the member's code must not open it.
    const sms = smsProviderFor(parseEnv({}), mockDb.db);
    const soon = new Date(Date.now() + 2_000);
    const login = await sendLoginCode(mockDb.db, sms, '9876501234', 'example.in', {
      now: soon,
    });
    // Within the resend interval no new SMS goes: the login would take a live code of the number.
    expect(login.codeSent).toBe(false);
    await expect(
      logInWithCode(mockDb.db, { requestId: login.requestId, code }, undefined as never, soon),
    ).rejects.toMatchObject({ status: 401, subCode: 'otp_wrong' });
    expect((await membersOf(holder.userId))[0]!.phoneVerifiedAt).toBeNull();
    expect(requestId).not.toBe(login.requestId);
  });

  it('is refused a code while none is kept, and a second one within the resend interval', async () => {
    const none = String(await added(mother()));
    expect((await refusal(await call(sendCode, {}, holder.cookie, { id: none }))).sub_code).toBe(
      'no_phone',
    );
    const id = String(await added(mother({ phone: '9876501234' })));
    await codeSent(id);
    const again = await call(sendCode, {}, holder.cookie, { id });
    expect(again.status).toBe(429);
  });
});
