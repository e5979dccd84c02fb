// Reports: the centre's upload checked by its bytes and size, another centre's
// account refused, each with nothing changed; the download for the owner's session only,
// never cached, and audited.
import { eq } from 'drizzle-orm';
import { bookingReports, bookings } from '@/lib/db/schema';
import { auditLog } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { loggedIn } from '@/lib/testing/session';
import { staffSession } from '@/lib/testing/staff';
import { seedBookingsScenario, type BookingsScenario } from '@/lib/testing/bookings-scenario';
import { downloadReport, uploadReport } from './testing';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => mockDb,
}));

let s: BookingsScenario;
const cookies = { centreA: '', centreB: '', owner: '', stranger: '' };
const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.alloc(2048, 0x20),
  Buffer.from('%%EOF\n'),
]);

beforeAll(async () => {
  mockDb = await createTestDb();
  s = await seedBookingsScenario(mockDb.db);
  const staff = (email: string, organisationId: number) =>
    staffSession(mockDb.db, { email, name: 'Desk', role: 'centre_staff', organisationId });
  cookies.centreA = (await staff('report-a@example.in', s.centres.a1.organisationId)).cookie;
  cookies.centreB = (await staff('report-b@example.in', s.centres.b1.organisationId)).cookie;
  const owner = await loggedIn(mockDb.db, s.bookings.ashaMri.phone!);
  cookies.owner = owner.cookie;
  cookies.stranger = (await loggedIn(mockDb.db, '9000000001')).cookie;
  await mockDb.db
    .update(bookings)
    .set({ status: 'checked_in', userId: owner.userId })
    .where(eq(bookings.id, s.bookings.ashaMri.id));
});
afterAll(async () => {
  await mockDb?.close();
});

const send = uploadReport;
const fetchReport = downloadReport;

const state = async () => {
  const [row] = await mockDb.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(eq(bookings.id, s.bookings.ashaMri.id));
  const reports = await mockDb.db
    .select({ size: bookingReports.size })
    .from(bookingReports)
    .where(eq(bookingReports.bookingId, s.bookings.ashaMri.id));
  return { status: row!.status, reports: reports.length };
};

it('refuses a file that is not a PDF by its bytes (415), whatever its type says', async () => {
  const res = await send(
    cookies.centreA,
    s.bookings.ashaMri.reference,
    Buffer.from('<html>no</html>'),
  );
  expect(res).toMatchObject({ status: 415, body: { error_code: 415, sub_code: 'not_a_pdf' } });
  expect(await state()).toEqual({ status: 'checked_in', reports: 0 });
});

it('refuses 11 MB (413)', async () => {
  const big = Buffer.concat([PDF, Buffer.alloc(11 * 1024 * 1024)]);
  const res = await send(cookies.centreA, s.bookings.ashaMri.reference, big);
  expect(res).toMatchObject({ status: 413, body: { sub_code: 'report_too_large' } });
  expect(await state()).toEqual({ status: 'checked_in', reports: 0 });
});

it("refuses another centre's account (404)", async () => {
  const res = await send(cookies.centreB, s.bookings.ashaMri.reference, PDF);
  expect(res).toMatchObject({ status: 404, body: { sub_code: 'not_found' } });
  expect(await state()).toEqual({ status: 'checked_in', reports: 0 });
});

it('stores a PDF and makes the report ready; the owner downloads it, no one else', async () => {
  const { reference } = s.bookings.ashaMri;
  const res = await send(cookies.centreA, reference, PDF);
  expect(res).toEqual({
    status: 200,
    body: { report: { reference, status: 'report_ready', size: PDF.length } },
  });
  expect(await state()).toEqual({ status: 'report_ready', reports: 1 });

  const mine = await fetchReport(cookies.owner, reference);
  expect(mine.status).toBe(200);
  expect(mine.headers.get('content-type')).toBe('application/pdf');
  expect(mine.headers.get('cache-control')).toBe('private, no-store');
  expect(Buffer.from(await mine.arrayBuffer()).equals(PDF)).toBe(true);

  for (const cookie of [cookies.stranger, null]) {
    const refused = await fetchReport(cookie, reference);
    expect(refused.status).toBe(404);
  }
  const trail = await mockDb.db.select().from(auditLog).where(eq(auditLog.recordId, reference));
  expect(trail.map((a) => a.action).sort()).toEqual(['report.downloaded', 'report.uploaded']);
});
