// The routes as a signed-in staff member calls them: a real session (password, enrolled
// authenticator), the scope resolved from staff_centres, the answers in the shared shape.
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { auditLog } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { staffSession } from '@/lib/testing/staff';
import { seedBookingsScenario, type BookingsScenario } from '@/lib/testing/bookings-scenario';
import { GET as detail } from './[reference]/route';
import { GET as search } from './route';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => ({ db: mockDb.db, primary: mockDb.db, kind: mockDb.kind }),
}));
let s: BookingsScenario;
const ip = '203.0.113.9';
const cookies: Record<'agent' | 'a1', string> = { agent: '', a1: '' };

beforeAll(async () => {
  mockDb = await createTestDb();
  s = await seedBookingsScenario(mockDb.db);
  cookies.agent = (
    await staffSession(mockDb.db, {
      email: 'route-agent@example.in',
      name: 'Route Agent',
      role: 'ops_agent',
    })
  ).cookie;
  cookies.a1 = (
    await staffSession(mockDb.db, {
      email: 'route-a1@example.in',
      name: 'Route Centre',
      role: 'centre_staff',
      organisationId: s.centres.a1.organisationId,
      centreIds: [s.centres.a1.id],
    })
  ).cookie;
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
