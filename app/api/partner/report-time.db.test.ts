// The centre's new time for a late report through its API: validated (a date and time, in the
// future, within 7 days), its own bookings only, a report still awaited, each refusal in the
// shared error shape with nothing changed; a new time is audited, and told to a patient
// already told the report is late.
import { and, eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { bookings, messages } from '@/lib/db/schema';
import { auditLog } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { staffSession } from '@/lib/testing/staff';
import { seedBookingsScenario, type BookingsScenario } from '@/lib/testing/bookings-scenario';
import { POST } from './bookings/[reference]/report-time/route';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => mockDb,
}));

let s: BookingsScenario;
const cookies = { centreA: '', centreB: '' };
const HOUR = 3_600_000;

beforeAll(async () => {
  mockDb = await createTestDb();
  s = await seedBookingsScenario(mockDb.db);
  const staff = (email: string, organisationId: number) =>
    staffSession(mockDb.db, { email, name: 'Desk', role: 'centre_staff', organisationId });
  cookies.centreA = (await staff('time-a@example.in', s.centres.a1.organisationId)).cookie;
  cookies.centreB = (await staff('time-b@example.in', s.centres.b1.organisationId)).cookie;
  // Checked in, its report due an hour ago and already marked late.
  await mockDb.db
    .update(bookings)
    .set({
      status: 'checked_in',
      reportHours: 24,
      reportDueAt: new Date(Date.now() - HOUR),
      reportLateAt: new Date(Date.now() - HOUR),
    })
    .where(eq(bookings.id, s.bookings.ashaMri.id));
});
afterAll(async () => {
  await mockDb?.close();
});

async function give(cookie: string, reference: string, body: unknown) {
  const request = new NextRequest(
    `http://127.0.0.1:3000/api/partner/bookings/${reference}/report-time/`,
    {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  );
  const response = await POST(request, { params: Promise.resolve({ reference }) });
  return { status: response.status, body: await response.json() };
}

const newDueAt = async () =>
  (
    await mockDb.db
      .select({ at: bookings.reportNewDueAt })
      .from(bookings)
      .where(eq(bookings.id, s.bookings.ashaMri.id))
  )[0]!.at;

const told = () =>
  mockDb.db
    .select()
    .from(messages)
    .where(
      and(eq(messages.bookingId, s.bookings.ashaMri.id), eq(messages.kind, 'report_new_time')),
    );

it.each([
  ['not a time', { new_due_at: 'tomorrow' }],
  ['no time', {}],
  ['in the past', { new_due_at: new Date(Date.now() - HOUR).toISOString() }],
  ['more than 7 days ahead', { new_due_at: new Date(Date.now() + 8 * 24 * HOUR).toISOString() }],
])('refuses %s (400) and changes nothing', async (_, body) => {
  const res = await give(cookies.centreA, s.bookings.ashaMri.reference, body);
  expect(res).toMatchObject({
    status: 400,
    body: { error_code: 400, sub_code: 'invalid_parameter' },
  });
  expect(res.body.extra_data.fields[0].field).toBe('new_due_at');
  expect(await newDueAt()).toBeNull();
});

it("refuses another centre's account (404) and a malformed reference", async () => {
  const at = new Date(Date.now() + 3 * HOUR).toISOString();
  expect(
    await give(cookies.centreB, s.bookings.ashaMri.reference, { new_due_at: at }),
  ).toMatchObject({ status: 404, body: { sub_code: 'not_found' } });
  expect(await give(cookies.centreA, 'nope', { new_due_at: at })).toMatchObject({ status: 404 });
  expect(await newDueAt()).toBeNull();
});

it('refuses a booking not waiting for its report (409)', async () => {
  const other = Object.values(s.bookings).find(
    (b) => b.id !== s.bookings.ashaMri.id && b.centreId === s.centres.a1.id,
  )!;
  const at = new Date(Date.now() + 3 * HOUR).toISOString();
  const res = await give(cookies.centreA, other.reference, { new_due_at: at });
  expect(res).toMatchObject({ status: 409, body: { sub_code: 'no_report_awaited' } });
});

it('keeps the new time, audits it and tells the patient already told it is late', async () => {
  const at = new Date(Math.ceil((Date.now() + 3 * HOUR) / 60_000) * 60_000);
  const { reference } = s.bookings.ashaMri;
  const res = await give(cookies.centreA, reference, { new_due_at: at.toISOString() });
  expect(res).toEqual({
    status: 200,
    body: { report: { reference, new_due_at: at.toISOString(), patient_told: true } },
  });
  expect(await newDueAt()).toEqual(at);
  expect(await told()).toHaveLength(1);
  const audits = await mockDb.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'report.new_time'));
  expect(audits).toMatchObject([{ recordType: 'booking', recordId: reference }]);
});
