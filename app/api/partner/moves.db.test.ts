// The centre's moves through its API: its own bookings only, illegal moves 409, bad
// input 4xx, each in the shared error shape and with nothing changed; a move is audited.
import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { bookingEvents, bookings } from '@/lib/db/schema';
import { auditLog } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { staffSession } from '@/lib/testing/staff';
import { seedBookingsScenario, type BookingsScenario } from '@/lib/testing/bookings-scenario';
import { POST } from './bookings/[reference]/moves/route';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => mockDb,
}));

let s: BookingsScenario;
const cookies = { centreA: '', agent: '' };

beforeAll(async () => {
  mockDb = await createTestDb();
  s = await seedBookingsScenario(mockDb.db);
  cookies.centreA = (
    await staffSession(mockDb.db, {
      email: 'moves-centre@example.in',
      name: 'Centre A Desk',
      role: 'centre_staff',
      organisationId: s.centres.a1.organisationId,
    })
  ).cookie;
  cookies.agent = (
    await staffSession(mockDb.db, {
      email: 'moves-agent@example.in',
      name: 'Moves Agent',
      role: 'ops_agent',
    })
  ).cookie;
});
afterAll(async () => {
  await mockDb?.close();
});

async function move(cookie: string, reference: string, body: unknown) {
  const request = new NextRequest(
    `http://127.0.0.1:3000/api/partner/bookings/${reference}/moves/`,
    {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  );
  const response = await POST(request, { params: Promise.resolve({ reference }) });
  return { status: response.status, body: await response.json() };
}

const statusOf = async (reference: string) =>
  (await mockDb.db.select().from(bookings).where(eq(bookings.reference, reference)))[0]!.status;

it("checks in its own centre's booking: recorded with who, and audited", async () => {
  const { reference, id } = s.bookings.ashaMri;
  const res = await move(cookies.centreA, reference, { to: 'checked_in' });
  expect(res).toEqual({ status: 200, body: { booking: { reference, status: 'checked_in' } } });
  const events = await mockDb.db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id));
  expect(events).toMatchObject([
    { fromStatus: 'confirmed', toStatus: 'checked_in', actor: 'staff' },
  ]);
  const audited = await mockDb.db.select().from(auditLog).where(eq(auditLog.recordId, reference));
  expect(audited.map((a) => a.action)).toEqual(['booking.moved']);
});

it('an illegal move is 409 in the error shape, and changes nothing', async () => {
  const { reference } = s.bookings.ashaMri;
  const res = await move(cookies.centreA, reference, { to: 'confirmed' });
  expect(res.status).toBe(409);
  expect(res.body).toMatchObject({ error_code: 409, sub_code: 'illegal_transition' });
  expect(await statusOf(reference)).toBe('checked_in');
});

it("another organisation's booking is not found, and is not moved", async () => {
  const { reference } = s.bookings.meenaB;
  const res = await move(cookies.centreA, reference, {
    to: 'cancelled_by_centre',
    reason: 'We are closed',
  });
  expect(res.status).toBe(404);
  expect(res.body).toMatchObject({ error_code: 404, sub_code: 'not_found' });
  expect(await statusOf(reference)).toBe('confirmed');
});

it('the operations agents have no centre console: 404', async () => {
  const res = await move(cookies.agent, s.bookings.ashaHome.reference, { to: 'no_show' });
  expect(res.status).toBe(404);
});

it('bad input is a 4xx naming the field; nothing changes', async () => {
  const { reference } = s.bookings.ashaHome;
  const before = await statusOf(reference);
  const unknown = await move(cookies.centreA, reference, { to: 'teleported' });
  expect(unknown.status).toBe(400);
  expect(unknown.body.extra_data.fields).toEqual([
    { field: 'to', message: 'must be a booking status' },
  ]);
  const badPhone = await move(cookies.centreA, reference, {
    to: 'technician_assigned',
    technician_name: 'Ravi',
    technician_phone: '12345',
  });
  expect(badPhone.status).toBe(400);
  const noReason = await move(cookies.centreA, reference, { to: 'cancelled_by_centre' });
  expect(noReason).toMatchObject({ status: 422, body: { sub_code: 'reason_required' } });
  const notJson = await move(cookies.centreA, reference, '{"to":');
  expect(notJson.status).toBe(400);
  expect(await statusOf(reference)).toBe(before);
});

it('a decline says why, gives the place back and tells the patient', async () => {
  const { reference } = s.bookings.ashaHome;
  const res = await move(cookies.centreA, reference, {
    to: 'cancelled_by_centre',
    reason: 'Our technician is unwell today',
  });
  expect(res).toEqual({
    status: 200,
    body: { booking: { reference, status: 'cancelled_by_centre' } },
  });
});
