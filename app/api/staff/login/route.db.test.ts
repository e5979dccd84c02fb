// The staff login route on a real database: the shared error shape, the per-address limit
// that stops trying a few passwords on each of many accounts, and the form's script-less post.
import { NextRequest } from 'next/server';
import { TOTP } from 'otpauth';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { POLICIES } from '@/lib/ratelimit';
import { callPost } from '@/lib/testing/route';
import { createEnrolled } from '@/lib/staff';
import { STAFF_TEST_PASSWORD, STAFF_TEST_SECRET } from '@/lib/testing/staff';
import { POST } from './route';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => mockDb,
}));
process.env.STAFF_AUTH_SECRET ??= STAFF_TEST_SECRET;

beforeAll(async () => {
  mockDb = await createTestDb();
});
afterAll(async () => {
  await mockDb?.close();
});

const login = (n: number, ip: string) =>
  callPost(
    POST,
    '/api/staff/login/',
    { email: `someone-${n}@example.in`, password: 'a guessed password' },
    { ip },
  );

it('answers wrong logins 401, then 429 from an address that keeps trying, not from another', async () => {
  const { points } = POLICIES.staffLoginPerIp;
  for (let n = 0; n < points; n++) {
    const res = await login(n, '203.0.113.50');
    expect(res.status).toBe(401);
    expect(res.body.sub_code).toBe('invalid_login');
  }
  const limited = await login(points, '203.0.113.50');
  expect(limited.status).toBe(429);
  expect(limited.body.sub_code).toBe('rate_limited');
  expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
  expect((await login(0, '203.0.113.51')).status).toBe(401);
});

it('answers a malformed login 400 with the fields named', async () => {
  const res = await callPost(POST, '/api/staff/login/', { email: 'nope', code: '12' });
  expect(res.status).toBe(400);
  expect(res.body.extra_data.fields.map((f: { field: string }) => f.field)).toEqual(
    expect.arrayContaining(['email', 'password', 'code']),
  );
});

describe('the form posted without its script', () => {
  const email = 'form-login@example.in';
  let secret: string;
  beforeAll(async () => {
    const { getStaffAuth } = await import('@/lib/staff');
    ({ secret } = await createEnrolled(await getStaffAuth(), mockDb.db, {
      email,
      name: 'Form Login',
      password: STAFF_TEST_PASSWORD,
      role: 'ops_agent',
    }));
  });

  const post = async (fields: Record<string, string>, ip = '198.51.100.20') => {
    const body = new URLSearchParams(fields).toString();
    const response = await POST(
      new NextRequest('http://127.0.0.1:3000/api/staff/login/', {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(Buffer.byteLength(body)),
          'x-forwarded-for': ip,
        },
        body,
      }),
      { params: Promise.resolve({}) },
    );
    const location = response.headers.get('location') ?? '';
    // Whatever happens, the address the browser is sent to holds no email and no password.
    expect(location).not.toContain('form-login');
    expect(location).not.toContain(encodeURIComponent(STAFF_TEST_PASSWORD));
    expect(location).not.toContain('horse');
    return { status: response.status, location, cookies: response.headers.getSetCookie() };
  };

  it('sends a right password to the code step, then the code to the next page with a session', async () => {
    const step = await post({ email, password: STAFF_TEST_PASSWORD, next: '/ops/bookings/' });
    expect(step).toMatchObject({
      status: 303,
      location: '/ops/login/?step=code&next=%2Fops%2Fbookings%2F',
    });
    expect(step.cookies.some((c) => c.includes('session_token='))).toBe(false);
    const done = await post({
      email,
      password: STAFF_TEST_PASSWORD,
      code: new TOTP({ secret }).generate(),
      next: '/ops/bookings/',
    });
    expect(done).toMatchObject({ status: 303, location: '/ops/bookings/' });
    expect(done.cookies.some((c) => /session_token=[^;]/.test(c))).toBe(true);
  });

  it('sends a wrong login or a malformed form back with an error code only', async () => {
    expect(await post({ email, password: 'a wrong password here' })).toMatchObject({
      status: 303,
      location: '/ops/login/?error=invalid_login',
    });
    expect(await post({ email: 'not an email', password: 'x' })).toMatchObject({
      status: 303,
      location: '/ops/login/?error=invalid_form',
    });
    // An outside next is never followed.
    const outside = await post({
      email,
      password: 'wrong again please',
      next: 'https://evil.example/',
    });
    expect(outside.location).toBe('/ops/login/?error=invalid_login');
  });
});
