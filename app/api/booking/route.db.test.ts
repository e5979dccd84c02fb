import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import {
  bookingCentresResponse,
  bookingSlotsResponse,
  bookingView,
  bookableDates,
} from '@/lib/booking';
import { indiaInstant } from '@/lib/locale/india';
import { bookings, smsOutbox } from '@/lib/db/schema';
import { accessCookie, CAMPAIGN_COOKIE } from '@/lib/cookies/policy';
import { creditedCampaign, encodeAttribution, storedAttribution } from '@/lib/campaigns';
import { asProduction, parseSetCookie, policyPart } from '@/lib/testing/cookies';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { loggedIn } from '@/lib/testing/session';
import { apiError, callGet, callPost } from '@/lib/testing/route';
import { GET as getBooking } from './[reference]/route';
import { POST as cancel } from './[reference]/cancel/route';
import { POST as access } from './[reference]/access/route';
import { POST as openAccess } from './[reference]/access/verify/route';
import { GET as calendar } from './[reference]/calendar.ics/route';
import { GET as centres } from './centres/route';
import { POST } from './handler';
import { GET as slots } from './slots/route';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();
const tomorrow = () => bookableDates(new Date())[1]!;
const slotAt = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return indiaInstant(tomorrow(), h! * 60 + m!).toISOString();
};
/** The booking's access cookie among those a response set (it also sets rw_pin). */
const accessSetCookie = (headers: Headers) =>
  headers.getSetCookie().find((c) => c.startsWith('bk_'))!;
const rowCount = async () => (await t.db.db.select({ id: bookings.id }).from(bookings)).length;

// The patient of valid() is logged in with that number (a booking needs a proven number).
let owner: { cookie: string; userId: number };
beforeAll(async () => {
  owner = await loggedIn(t.db.db, '9876543210');
});

const valid = () => ({
  product_random_id: t.ids.mriBrain.randomId,
  centre_id: t.ids.centres.a1.id,
  service: 'walkin',
  slot_start: slotAt('10:00'),
  safety: NOTHING_DECLARED,
  patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: '98765 43210' },
});
const withKey = (key: string, cookie = owner.cookie) => ({
  headers: { 'idempotency-key': key, cookie },
});

/** A handler of /api/booking/<reference>/..., called with its params and cookies. */
async function callRef(
  handler: (r: NextRequest, c: { params: Promise<{ reference: string }> }) => Promise<Response>,
  reference: string,
  init: ConstructorParameters<typeof NextRequest>[1] = {},
) {
  const request = new NextRequest(`http://127.0.0.1:3000/api/booking/${reference}/`, init);
  const res = await handler(request, { params: Promise.resolve({ reference }) });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

/** The SMS the outbox holds for a number, oldest first. */
const outboxOf = async (phone: string) =>
  (
    await t.db.db.select().from(smsOutbox).where(eq(smsOutbox.phone, phone)).orderBy(smsOutbox.id)
  ).map((m) => m.body);

let address = 0;
const askAccess = (reference: string, phone: string) =>
  callRef(access, reference, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++address}` },
    body: JSON.stringify({ phone }),
  });
const openWith = (reference: string, requestId: string, code: string) =>
  callRef(openAccess, reference, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ request_id: requestId, code }),
  });

it('books a walk-in: 201, the booking, and the owner cookie; the same key gives the same answer', async () => {
  const first = await callPost(POST, '/api/booking/', valid(), withKey('key-0000001'));
  expect(first.status).toBe(201);
  const view = bookingView.parse(first.body.booking);
  expect(view).toMatchObject({ status: 'booked', service: 'walkin', total: 3000, price: 3000 });
  // A token only the server can make, never the number itself.
  const set = parseSetCookie(accessSetCookie(first.headers));
  expect(set.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // The policy's access cookie: HttpOnly, SameSite=Lax, 30 days; no Secure outside production.
  expect(policyPart(set)).toEqual(policyPart(accessCookie(view.reference, set.value)));
  expect(policyPart(set)).toEqual({
    name: `bk_${view.reference}`,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: false,
    maxAge: 2_592_000,
  });
  expect(first.headers.get('set-cookie')).not.toContain('9876543210');
  expect(first.headers.get('cache-control')).toBe('private, no-store');
  const again = await callPost(POST, '/api/booking/', valid(), withKey('key-0000001'));
  expect(again.status).toBe(201);
  expect(again.body).toEqual(first.body);
  expect(await rowCount()).toBe(1);
});

it.each([
  [
    'no Idempotency-Key',
    () => callPost(POST, '/api/booking/', valid(), { headers: { cookie: owner.cookie } }),
    400,
    'idempotency_key_required',
  ],
  [
    'a malformed phone',
    () =>
      callPost(
        POST,
        '/api/booking/',
        { ...valid(), patient: { ...valid().patient, phone: '12345' } },
        withKey('key-0000002'),
      ),
    400,
    'invalid_parameter',
  ],
  [
    'a 2 MB body',
    () =>
      callPost(
        POST,
        '/api/booking/',
        JSON.stringify({ ...valid(), pad: 'x'.repeat(2 * 1024 * 1024) }),
        {
          ...withKey('key-0000003'),
          raw: true,
        },
      ),
    413,
    'body_too_large',
  ],
  [
    'a past date',
    () =>
      callPost(
        POST,
        '/api/booking/',
        { ...valid(), slot_start: '2020-01-01T04:30:00.000Z' },
        withKey('key-0000004'),
      ),
    422,
    'slot_unavailable',
  ],
  [
    'home service without an address',
    () =>
      callPost(
        POST,
        '/api/booking/',
        { ...valid(), service: 'home-service' },
        withKey('key-0000005'),
      ),
    400,
    'invalid_parameter',
  ],
  [
    'an unknown field',
    () => callPost(POST, '/api/booking/', { ...valid(), discount: 100 }, withKey('key-0000006')),
    400,
    'invalid_parameter',
  ],
])('refuses %s in the error shape, with no row', async (_, call, status, subCode) => {
  const before = await rowCount();
  const res = await call();
  expect(res.status).toBe(status);
  expect(apiError.parse(res.body)).toMatchObject({ error_code: status, sub_code: subCode });
  expect(await rowCount()).toBe(before);
});

it('shows a booking only to its owner, lets the owner in by a code sent to its number, and cancels it', async () => {
  const made = await callPost(
    POST,
    '/api/booking/',
    { ...valid(), slot_start: slotAt('11:00') },
    withKey('key-0000010'),
  );
  const { reference } = made.body.booking as { reference: string };
  const cookie = made.headers.get('set-cookie')!.split(';')[0]!;

  expect((await callRef(getBooking, reference)).status).toBe(404);
  expect(
    (await callRef(getBooking, reference, { headers: { cookie: `bk_${reference}=9000000000` } }))
      .status,
  ).toBe(404);
  // Knowing the reference and the number is not enough to build the cookie.
  expect(
    (await callRef(getBooking, reference, { headers: { cookie: `bk_${reference}=9876543210` } }))
      .status,
  ).toBe(404);
  expect((await callRef(getBooking, 'DX-ZZZZZZ', { headers: { cookie } })).status).toBe(404);
  const seen = await callRef(getBooking, reference, { headers: { cookie } });
  expect(seen.status).toBe(200);

  // Another number and the booking's get the same answer; only the booking's gets a code.
  const outboxBefore = await outboxOf('9000000000');
  const wrong = await askAccess(reference, '9000000000');
  expect(wrong.status).toBe(200);
  expect(await outboxOf('9000000000')).toEqual(outboxBefore);
  expect((await openWith(reference, JSON.parse(wrong.text).request_id, '123456')).status).toBe(401);
  const asked = await askAccess(reference, '+91 98765 43210');
  expect(asked.status).toBe(200);
  expect(Object.keys(JSON.parse(asked.text)).sort()).toEqual(
    Object.keys(JSON.parse(wrong.text)).sort(),
  );
  // The number alone opens nothing.
  expect(asked.headers.getSetCookie()).toEqual([]);
  const code = /^(\d{6}) is your/.exec((await outboxOf('9876543210')).at(-1)!)![1]!;
  const right = await openWith(reference, JSON.parse(asked.text).request_id, code);
  expect(right.status).toBe(200);
  expect(accessSetCookie(right.headers).split(';')[0]).toBe(cookie);
  expect(policyPart(parseSetCookie(accessSetCookie(right.headers)))).toEqual(
    policyPart(accessCookie(reference, cookie.split('=')[1]!)),
  );

  const ics = await callRef(calendar, reference, { headers: { cookie } });
  expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(ics.text).toContain('BEGIN:VEVENT');
  expect(ics.text).toContain('SUMMARY:MRI Brain at Alpha Imaging');

  const cancelled = await callRef(cancel, reference, { method: 'POST', headers: { cookie } });
  expect(JSON.parse(cancelled.text).booking.status).toBe('cancelled_by_patient');
  const [row] = await t.db.db.select().from(bookings).where(eq(bookings.reference, reference));
  expect(row?.status).toBe('cancelled_by_patient');
});

it('lists the centres offering the test, and a slot’s places go down as it is booked', async () => {
  const list = await callGet(
    centres,
    `/api/booking/centres/?product_random_id=${t.ids.mriBrain.randomId}&city_id=${t.ids.hyderabad}`,
  );
  const { centres: rows } = bookingCentresResponse.parse(list.body);
  expect(rows.map((c) => c.price)).toEqual([2800, 3000, 3000, 3000, 3000, 3500]);

  const url = `/api/booking/slots/?product_random_id=${t.ids.mriBrain.randomId}&centre_id=${t.ids.centres.b1.id}&date=${tomorrow()}`;
  const placesAt = async (hhmm: string) =>
    bookingSlotsResponse.parse((await callGet(slots, url)).body).slots.find((s) => s.time === hhmm)
      ?.remaining;
  expect(await placesAt('12:00')).toBe(2);
  await callPost(
    POST,
    '/api/booking/',
    { ...valid(), centre_id: t.ids.centres.b1.id, slot_start: slotAt('12:00') },
    withKey('key-0000020'),
  );
  expect(await placesAt('12:00')).toBe(1);

  const bad = await callGet(slots, url.replace(tomorrow(), '2020-01-01'));
  expect(bad.status).toBe(400);
});

describe('a booking belongs to its patient', () => {
  it('needs a session (401), for the very number booked with (403); neither leaves a row', async () => {
    const before = await rowCount();
    const anonymous = await callPost(POST, '/api/booking/', valid(), withKey('key-0000030', ''));
    expect(anonymous.status).toBe(401);
    expect(apiError.parse(anonymous.body).sub_code).toBe('login_required');
    const someoneElse = await loggedIn(t.db.db, '9000000001');
    const other = await callPost(
      POST,
      '/api/booking/',
      valid(),
      withKey('key-0000031', someoneElse.cookie),
    );
    expect(other.status).toBe(403);
    expect(apiError.parse(other.body).sub_code).toBe('phone_not_verified');
    const ended = `${owner.cookie.split('=')[0]}=endedTokenendedTokenen`;
    expect(
      (await callPost(POST, '/api/booking/', valid(), withKey('key-0000032', ended))).status,
    ).toBe(401);
    expect(await rowCount()).toBe(before);
  });

  it("opens for its patient's session alone: another patient gets 404", async () => {
    const made = await callPost(
      POST,
      '/api/booking/',
      { ...valid(), slot_start: slotAt('13:00') },
      withKey('key-0000040'),
    );
    const { reference } = made.body.booking as { reference: string };
    const [row] = await t.db.db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(row?.userId).toBe(owner.userId);

    // The patient's session is enough, on another device without the access cookie.
    const seen = await callRef(getBooking, reference, { headers: { cookie: owner.cookie } });
    expect(seen.status).toBe(200);
    expect(JSON.parse(seen.text).booking.reference).toBe(reference);

    const other = await loggedIn(t.db.db, '9000000002');
    for (const [handler, init] of [
      [getBooking, {}],
      [calendar, {}],
      [cancel, { method: 'POST' }],
    ] as const) {
      const res = await callRef(handler, reference, {
        ...init,
        headers: { cookie: other.cookie },
      });
      expect(res.status).toBe(404);
      expect(apiError.parse(JSON.parse(res.text)).sub_code).toBe('booking_not_found');
    }
    const [still] = await t.db.db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(still?.status).toBe('booked');
  });
});

it('sets the access cookie Secure on a production build, as the policy says', async () => {
  const session = `__Host-session=${owner.cookie.split('=')[1]}`;
  const [made, right] = await asProduction(async () => {
    const booked = await callPost(
      POST,
      '/api/booking/',
      { ...valid(), slot_start: slotAt('14:00') },
      withKey('key-0000050', session),
    );
    const { reference } = booked.body.booking as { reference: string };
    const asked = await askAccess(reference, '9876543210');
    const code = /^(\d{6}) is your/.exec((await outboxOf('9876543210')).at(-1)!)![1]!;
    const opened = await openWith(reference, JSON.parse(asked.text).request_id, code);
    return [booked, opened];
  });
  expect(made.status).toBe(201);
  expect(right.status).toBe(200);
  const { reference } = made.body.booking as { reference: string };
  for (const res of [made, right]) {
    const set = parseSetCookie(accessSetCookie(res.headers));
    expect(policyPart(set)).toEqual(policyPart(accessCookie(reference, set.value, true)));
    expect(set).toMatchObject({ name: `bk_${reference}`, secure: true, httpOnly: true });
  }
});

describe('attribution', () => {
  const touch = (campaign: string, at: string) => ({
    source: 'google',
    medium: 'cpc',
    campaign,
    content: null,
    term: null,
    landing: '/pune/mri-brain/abc123/',
    at,
  });
  const stored = async (reference: string) =>
    (await t.db.db.select().from(bookings).where(eq(bookings.reference, reference)))[0]!
      .attribution;

  it('stores the first and last campaign touch of the visit with the booking', async () => {
    const attribution = {
      first: touch('diwali', '2026-11-20T05:00:00.000Z'),
      last: touch('pune-mri', '2026-11-24T05:00:00.000Z'),
    };
    const cookie = `${owner.cookie}; ${CAMPAIGN_COOKIE}=${encodeAttribution(attribution)}`;
    const res = await callPost(
      POST,
      '/api/booking/',
      { ...valid(), slot_start: slotAt('13:00') },
      withKey('key-attr-0001', cookie),
    );
    expect(res.status).toBe(201);
    expect(await stored(res.body.booking.reference)).toEqual(attribution);
  });

  it('a visit with no campaign is direct; an edited cookie is direct too, never a 500', async () => {
    const plain = await callPost(
      POST,
      '/api/booking/',
      { ...valid(), slot_start: slotAt('13:30') },
      withKey('key-attr-0002'),
    );
    expect(plain.status).toBe(201);
    expect(await stored(plain.body.booking.reference)).toBeNull();
    const edited = await callPost(
      POST,
      '/api/booking/',
      { ...valid(), slot_start: slotAt('14:00') },
      withKey('key-attr-0003', `${owner.cookie}; ${CAMPAIGN_COOKIE}=eyJmaXJzdCI6MX0`),
    );
    expect(edited.status).toBe(201);
    expect(creditedCampaign(storedAttribution(await stored(edited.body.booking.reference)))).toBe(
      'direct',
    );
  });
});
