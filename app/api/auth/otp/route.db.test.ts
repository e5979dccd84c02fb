import { desc, eq } from 'drizzle-orm';
import { otpSendResponse, sessionResponse, SESSION_COOKIE } from '@/lib/accounts';
import {
  clearedAccessCookie,
  clearedSessionCookie,
  knownBrowserCookie,
  sessionCookie,
} from '@/lib/cookies/policy';
import { smsOutbox } from '@/lib/db/schema';
import { asProduction, parseSetCookie, policyPart } from '@/lib/testing/cookies';
import { apiError, callGet, callPost } from '@/lib/testing/route';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { POST as logout } from '../logout/route';
import { GET as me } from '../me/route';
import { POST as send } from './route';
import { POST as verify } from './verify/route';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();

// The rate limiters live for the whole process, so each test uses numbers and addresses of its own.
let n = 0;
const ip = () => `198.51.100.${++n}`;

async function latestCode(phone: string): Promise<string> {
  const [row] = await t.db.db
    .select()
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return /^(\d{6}) is your/.exec(row!.body)![1]!;
}

async function sendCode(phone: string, from = ip()) {
  const res = await callPost(send, '/api/auth/otp/', { phone }, { ip: from });
  expect(res.status).toBe(200);
  return {
    ...otpSendResponse.parse(res.body),
    code: await latestCode(phone.replace(/\D/g, '').slice(-10)),
  };
}

/** The session cookie among those a login sets (it also sets known_browser). */
const sessionSetCookie = (headers: Headers) =>
  headers.getSetCookie().find((c) => /^(__Host-)?session=/.test(c))!;

/** POST /api/auth/otp/verify/ from an address of its own. */
const tryCode = (requestId: string, code: string) =>
  callPost(verify, '/api/auth/otp/verify/', { request_id: requestId, code }, { ip: ip() });

it('sends a code to the outbox and logs in with it: a session cookie, then /me knows the patient', async () => {
  const sent = await sendCode('+91 98765 10001');
  expect(sent.code).toMatch(/^\d{6}$/);
  expect(Date.parse(sent.expires_at) - Date.now()).toBeGreaterThan(9.9 * 60_000);

  const res = await tryCode(sent.request_id, sent.code);
  expect(res.status).toBe(200);
  expect(sessionResponse.parse(res.body)).toEqual({
    is_logged_in: true,
    customer_phone: '9876510001',
  });
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const setCookie = sessionSetCookie(res.headers);
  const set = parseSetCookie(setCookie);
  expect(set.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  // The policy's session cookie: HttpOnly, SameSite=Lax, until the absolute expiry (30 days);
  // outside production neither Secure nor __Host-.
  expect(policyPart(set)).toEqual(policyPart(sessionCookie(set.value, 2_592_000)));
  expect(policyPart(set)).toEqual({
    name: SESSION_COOKIE,
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: false,
    maxAge: 2_592_000,
  });
  const cookie = setCookie.split(';')[0]!;

  const who = await callGet(me, '/api/auth/me/', { cookie });
  expect(who.status).toBe(200);
  expect(who.body).toEqual({ is_logged_in: true, customer_phone: '9876510001' });

  // The same code again: used.
  const again = await tryCode(sent.request_id, sent.code);
  expect(again.status).toBe(401);
  expect(apiError.parse(again.body).sub_code).toBe('otp_used');
});

it('logout ends the session on the server: the old cookie then gets 401', async () => {
  const sent = await sendCode('9876510002');
  const login = await tryCode(sent.request_id, sent.code);
  const cookie = sessionSetCookie(login.headers).split(';')[0]!;
  const out = await callPost(
    logout,
    '/api/auth/logout/',
    {},
    { headers: { cookie: `${cookie}; bk_DX-ABCDEF=9876510002; other=1` } },
  );
  expect(out.status).toBe(200);
  // Dropped with the attributes they were set with: the policy's, emptied, Max-Age=0.
  const cleared = out.headers.getSetCookie().map(parseSetCookie);
  expect(cleared).toEqual([clearedSessionCookie(), clearedAccessCookie('bk_DX-ABCDEF')]);
  const dropped = (name: string) => ({
    name,
    value: '',
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: false,
    maxAge: 0,
  });
  expect(cleared).toEqual([dropped(SESSION_COOKIE), dropped('bk_DX-ABCDEF')]);
  const who = await callGet(me, '/api/auth/me/', { cookie });
  expect(who.status).toBe(401);
  expect(apiError.parse(who.body)).toMatchObject({ error_code: 401, sub_code: 'login_required' });
  expect((await callGet(me, '/api/auth/me/')).status).toBe(401);
});

it('on a production build: logs in with a Secure __Host- cookie, and logout drops it and the access cookies Secure', async () => {
  const sent = await sendCode('9876510006');
  const { login, before, out, after } = await asProduction(async () => {
    const login = await tryCode(sent.request_id, sent.code);
    const cookie = sessionSetCookie(login.headers).split(';')[0]!;
    const before = await callGet(me, '/api/auth/me/', { cookie });
    const out = await callPost(
      logout,
      '/api/auth/logout/',
      {},
      { headers: { cookie: `${cookie}; bk_DX-ABCDEF=x; bk_DX-GHJKMN=y; other=1` } },
    );
    const after = await callGet(me, '/api/auth/me/', { cookie });
    return { login, before, out, after };
  });
  expect(login.status).toBe(200);
  const set = parseSetCookie(sessionSetCookie(login.headers));
  expect(policyPart(set)).toEqual(policyPart(sessionCookie(set.value, 2_592_000, true)));
  const known = parseSetCookie(
    login.headers.getSetCookie().find((c) => c.startsWith('known_browser='))!,
  );
  expect(policyPart(known)).toEqual(policyPart(knownBrowserCookie(known.value, true)));
  expect(set).toMatchObject({ name: '__Host-session', secure: true, httpOnly: true, path: '/' });
  expect(before.status).toBe(200);
  expect(out.status).toBe(200);
  expect(out.headers.getSetCookie().map(parseSetCookie)).toEqual([
    clearedSessionCookie(true),
    clearedAccessCookie('bk_DX-ABCDEF', true),
    clearedAccessCookie('bk_DX-GHJKMN', true),
  ]);
  expect(after.status).toBe(401);
});

it('a wrong code: 401 otp_wrong with the tries left; the fifth ends the request', async () => {
  const sent = await sendCode('9876510003');
  const wrong = sent.code === '000000' ? '000001' : '000000';
  const subCodes = [];
  for (let i = 0; i < 5; i++) {
    const res = await tryCode(sent.request_id, wrong);
    expect(res.status).toBe(401);
    const error = apiError.parse(res.body);
    subCodes.push([error.sub_code, error.extra_data.attempts_left]);
  }
  expect(subCodes).toEqual([
    ['otp_wrong', 4],
    ['otp_wrong', 3],
    ['otp_wrong', 2],
    ['otp_wrong', 1],
    ['otp_locked', 0],
  ]);
  const right = await tryCode(sent.request_id, sent.code);
  expect(apiError.parse(right.body).sub_code).toBe('otp_locked');
  expect(right.headers.get('set-cookie')).toBeNull();
});

describe('strangers asking for the same number', () => {
  it("cannot kill the patient's code, nor make the patient's next request a 429", async () => {
    const number = '9876510004';
    const patient = ip();
    const mine = await sendCode(number, patient);
    // Two requests from other addresses, at once after: no new SMS goes, and nothing dies.
    const strangers = [await sendCode(number), await sendCode(number)];
    expect(strangers.map((s) => s.code_sent)).toEqual([false, false]);
    const again = await callPost(send, '/api/auth/otp/', { phone: number }, { ip: patient });
    expect(again.status).toBe(200);
    const login = await tryCode(mine.request_id, mine.code);
    expect(login.status).toBe(200);
  });

  it("wrong tries on a stranger's request leave the patient's request whole", async () => {
    const number = '9876510008';
    const mine = await sendCode(number);
    const theirs = await sendCode(number);
    const wrong = mine.code === '000000' ? '000001' : '000000';
    for (let i = 0; i < 5; i++) await tryCode(theirs.request_id, wrong);
    expect(apiError.parse((await tryCode(theirs.request_id, mine.code)).body).sub_code).toBe(
      'otp_locked',
    );
    expect((await tryCode(mine.request_id, mine.code)).status).toBe(200);
  });
});

describe('send limits', () => {
  it('3 requests per number and address in 15 minutes: the 4th answers 429 with Retry-After in the error shape; another address is served', async () => {
    const from = ip();
    for (let i = 0; i < 3; i++) await sendCode('9876510005', from);
    const res = await callPost(send, '/api/auth/otp/', { phone: '9876510005' }, { ip: from });
    expect(res.status).toBe(429);
    const error = apiError.parse(res.body);
    expect(error).toMatchObject({ error_code: 429, sub_code: 'rate_limited' });
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(14 * 60);
    expect(retry).toBeLessThanOrEqual(15 * 60);
    expect(error.extra_data.retry_after_seconds).toBe(retry);
    expect(
      (await callPost(send, '/api/auth/otp/', { phone: '9876510005' }, { ip: ip() })).status,
    ).toBe(200);
  });

  it('10 codes per IP address in an hour, whatever the numbers', async () => {
    const from = ip();
    for (let i = 0; i < 10; i++) await sendCode(`98765200${String(i).padStart(2, '0')}`, from);
    const res = await callPost(send, '/api/auth/otp/', { phone: '9876520099' }, { ip: from });
    expect(res.status).toBe(429);
    expect(apiError.parse(res.body).sub_code).toBe('rate_limited');
    const retry = Number(res.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(59 * 60);
    expect(retry).toBeLessThanOrEqual(3600);
    // Another address may still send to that number.
    expect(
      (await callPost(send, '/api/auth/otp/', { phone: '9876520099' }, { ip: ip() })).status,
    ).toBe(200);
  });
});

it.each([
  ['a malformed number', send, '/api/auth/otp/', { phone: '12345' }, 400, 'invalid_parameter'],
  [
    'an unknown field',
    send,
    '/api/auth/otp/',
    { phone: '9876510009', x: 1 },
    400,
    'invalid_parameter',
  ],
  [
    'a code of 5 digits',
    verify,
    '/api/auth/otp/verify/',
    { request_id: '6f1c3a52-1f0e-4c1e-9d55-3f2a4b7c8d9e', code: '12345' },
    400,
    'invalid_parameter',
  ],
  [
    'a request id that is not one',
    verify,
    '/api/auth/otp/verify/',
    { request_id: "1' or 1=1", code: '123456' },
    400,
    'invalid_parameter',
  ],
  [
    'an unknown request id',
    verify,
    '/api/auth/otp/verify/',
    { request_id: '6f1c3a52-1f0e-4c1e-9d55-3f2a4b7c8d9e', code: '123456' },
    401,
    'otp_expired',
  ],
] as const)('refuses %s in the error shape', async (_, handler, path, body, status, subCode) => {
  const res = await callPost(handler, path, body, { ip: ip() });
  expect(res.status).toBe(status);
  expect(apiError.parse(res.body)).toMatchObject({ error_code: status, sub_code: subCode });
});
