// The routes as a signed-in staff member calls them: a real session (password, enrolled
// authenticator), the scope resolved from staff_centres, the answers in the shared shape.
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { TOTP } from 'otpauth';
import { auditLog } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { createStaffAccount, type NewStaff } from '@/lib/staff/accounts';
import { seedBookingsScenario, type BookingsScenario } from '@/lib/staff/bookings/test-bookings';
import { cookieHeaderFrom } from '@/lib/staff/cookies';
import { confirmEnrolment, startEnrolment } from '@/lib/staff/enrol';
import { getStaffAuth } from '@/lib/staff/instance';
import { staffLogin } from '@/lib/staff/login';
import { resolveViewer } from '@/lib/staff/viewer';
import { GET as detail } from './[reference]/route';
import { GET as search } from './route';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => ({ db: mockDb.db, primary: mockDb.db, kind: mockDb.kind }),
}));
process.env.STAFF_AUTH_SECRET ??= 'a-test-secret-of-at-least-32-characters!';

let s: BookingsScenario;
const password = 'correct horse battery';
const ip = '203.0.113.9';
const cookies: Record<'agent' | 'a1', string> = { agent: '', a1: '' };

/** An enrolled staff member's session cookie, as the login and enrolment screens leave it. */
async function signedIn(account: Omit<NewStaff, 'password'>): Promise<string> {
  const auth = await getStaffAuth();
  const request = (cookie?: string) => ({
    headers: new Headers(cookie ? { cookie } : {}),
    ip,
  });
  await createStaffAccount(
    auth,
    mockDb.db,
    { id: null, email: 'cli', ip: '127.0.0.1' },
    { ...account, password },
  );
  const policy = { maxFailures: 5, lockoutMinutes: 15 };
  const first = await staffLogin(
    auth,
    mockDb.db,
    { email: account.email, password },
    request(),
    policy,
  );
  if (first.status !== 'enrol') throw new Error(`expected enrolment, got ${first.status}`);
  const cookie = cookieHeaderFrom(first.setCookies);
  const { viewer } = await resolveViewer(auth, mockDb.db, request(cookie), 12);
  const { secret } = await startEnrolment(auth, request(cookie), password);
  const code = new TOTP({ secret }).generate();
  return cookieHeaderFrom(await confirmEnrolment(auth, mockDb.db, viewer!, request(cookie), code));
}

beforeAll(async () => {
  mockDb = await createTestDb();
  s = await seedBookingsScenario(mockDb.db);
  cookies.agent = await signedIn({
    email: 'route-agent@example.in',
    name: 'Route Agent',
    role: 'ops_agent',
  });
  cookies.a1 = await signedIn({
    email: 'route-a1@example.in',
    name: 'Route Centre',
    role: 'centre_staff',
    organisationId: s.centres.a1.organisationId,
    centreIds: [s.centres.a1.id],
  });
});
afterAll(async () => {
  await mockDb?.close();
});

async function get(path: string, cookie: string, reference?: string) {
  const request = new NextRequest(`http://127.0.0.1:3000${path}`, {
    headers: { cookie, 'x-forwarded-for': ip },
  });
  const response = reference
    ? await detail(request, { params: Promise.resolve({ reference }) })
    : await search(request, { params: Promise.resolve({}) });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

it('asks for a login without a session', async () => {
  const res = await get('/api/staff/bookings/', '');
  expect(res.status).toBe(401);
  expect(res.body).toEqual({
    reason: 'Please log in to the staff side.',
    error_code: 401,
    sub_code: 'staff_login_required',
    extra_data: {},
  });
});

it('answers a search never to be cached, numbers masked', async () => {
  const res = await get(`/api/staff/bookings/?centre=${s.centres.b1.id}`, cookies.agent);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.body.bookings).toHaveLength(50);
  expect(res.body.next_before).toEqual(expect.any(String));
  expect(JSON.stringify(res.body)).not.toMatch(/9000000001|9988776655/);
});

it('keeps centre staff to the centres staff_centres lists', async () => {
  const own = await get('/api/staff/bookings/', cookies.a1);
  expect(own.body.bookings.map((b: { reference: string }) => b.reference)).toEqual([
    s.bookings.raviByAgent.reference,
    s.bookings.ashaMri.reference,
  ]);
  const sameOrganisation = await get(`/api/staff/bookings/?centre=${s.centres.a2.id}`, cookies.a1);
  expect(sameOrganisation.status).toBe(404);
  expect(sameOrganisation.body).toEqual({
    reason: 'That was not found.',
    error_code: 404,
    sub_code: 'not_found',
    extra_data: {},
  });
  const reference = s.bookings.meenaB.reference;
  const otherOrganisation = await get(`/api/staff/bookings/${reference}/`, cookies.a1, reference);
  expect(otherOrganisation.status).toBe(404);
  expect(otherOrganisation.body).toEqual(sameOrganisation.body);
});

it('opens a booking in full and audits it with the caller’s address', async () => {
  const reference = s.bookings.ashaMri.reference;
  const res = await get(`/api/staff/bookings/${reference}/`, cookies.a1, reference);
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  expect(res.body.booking.patient.phone).toBe(s.bookings.ashaMri.phone);
  const rows = await mockDb.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'booking.viewed'), eq(auditLog.recordId, reference)));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ staffEmail: 'route-a1@example.in', ip });
});

it('refuses bad input with 400 and a message per field', async () => {
  const res = await get('/api/staff/bookings/?date=tomorrow&centre=-1', cookies.agent);
  expect(res.status).toBe(400);
  expect(res.body).toMatchObject({
    error_code: 400,
    sub_code: 'invalid_parameter',
    extra_data: {
      fields: [
        { field: 'centre', message: 'must be a whole number' },
        { field: 'date', message: 'must be a date as YYYY-MM-DD' },
      ],
    },
  });
  const malformed = await get('/api/staff/bookings/%3Cx%3E/', cookies.agent, '%3Cx%3E');
  expect(malformed.status).toBe(400);
  expect(malformed.body.sub_code).toBe('invalid_parameter');
});
