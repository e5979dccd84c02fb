// The reports the centres upload, on My data and through 'delete my data': the export lists each
// with the link that opens it for the patient alone; deleting takes the reports' bytes with the
// rest, a later upload for the erased booking is refused, the centre's day still shows the
// booking, and the retention job removes a report an older deletion left behind.
import { eq, inArray } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { bookingReports, bookings } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { env } from '@/lib/env';
import { parseEnv } from '@/lib/env/schema';
import { runRetention, type MyData } from '@/lib/privacy';
import { DAY, seedBookingsScenario, type BookingsScenario } from '@/lib/testing/bookings-scenario';
import { centreDay } from '@/lib/centre-console';
import { loggedIn } from '@/lib/testing/session';
import { staffSession } from '@/lib/testing/staff';
import { downloadReport, uploadReport } from '../partner/testing';
import { POST as erase } from './erase/route';
import { GET as exportData } from './export/route';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => mockDb,
}));

let s: BookingsScenario;
const cookies = { centreA: '', centreB: '', owner: '', stranger: '' };
const pdf = (text: string) =>
  Buffer.concat([
    Buffer.from(`%PDF-1.7\n% ${text}\n`),
    Buffer.alloc(512, 0x20),
    Buffer.from('%%EOF\n'),
  ]);
const MRI_PDF = pdf('MRI Brain of Asha Rao');
const CBC_PDF = pdf('CBC of Asha Rao');
const MEENA_PDF = pdf('CBC of Meena Joshi');
const NOW = new Date('2026-11-25T06:00:00Z');

beforeAll(async () => {
  mockDb = await createTestDb();
  s = await seedBookingsScenario(mockDb.db);
  const staff = (email: string, organisationId: number) =>
    staffSession(mockDb.db, { email, name: 'Desk', role: 'centre_staff', organisationId });
  cookies.centreA = (await staff('privacy-a@example.in', s.centres.a1.organisationId)).cookie;
  cookies.centreB = (await staff('privacy-b@example.in', s.centres.b1.organisationId)).cookie;
  const owner = await loggedIn(mockDb.db, s.bookings.ashaMri.phone!);
  cookies.owner = owner.cookie;
  const stranger = await loggedIn(mockDb.db, s.bookings.meenaB.phone!);
  cookies.stranger = stranger.cookie;
  // Both of Asha's tests are done and await their reports; Meena's too.
  await mockDb.db
    .update(bookings)
    .set({ status: 'checked_in', userId: owner.userId })
    .where(eq(bookings.id, s.bookings.ashaMri.id));
  await mockDb.db
    .update(bookings)
    .set({ status: 'sample_collected', userId: owner.userId })
    .where(eq(bookings.id, s.bookings.ashaHome.id));
  await mockDb.db
    .update(bookings)
    .set({ status: 'checked_in', userId: stranger.userId })
    .where(eq(bookings.id, s.bookings.meenaB.id));
});
afterAll(async () => {
  await mockDb?.close();
});

const send = uploadReport;

/** Opens a link of the export as the browser would: its path, with the cookie given. */
async function open(cookie: string | null, link: string) {
  const reference = /^\/api\/booking\/([^/]+)\/report\/$/.exec(new URL(link).pathname)![1]!;
  return downloadReport(cookie, reference);
}

async function exported(cookie: string): Promise<MyData> {
  const response = await exportData(
    new NextRequest('http://127.0.0.1:3000/api/privacy/export/', { headers: { cookie } }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(200);
  return (await response.json()) as MyData;
}

const storedReports = async (ids: string[]) =>
  (
    await mockDb.db
      .select({ id: bookingReports.bookingId })
      .from(bookingReports)
      .where(inArray(bookingReports.bookingId, ids))
  ).map((r) => r.id);

it('the export lists every report with the link that opens it for the patient, and for no one else', async () => {
  const { ashaMri, ashaHome, meenaB } = s.bookings;
  expect((await send(cookies.centreA, ashaMri.reference, MRI_PDF)).status).toBe(200);
  expect((await send(cookies.centreA, ashaHome.reference, CBC_PDF)).status).toBe(200);
  expect((await send(cookies.centreB, meenaB.reference, MEENA_PDF)).status).toBe(200);

  const data = await exported(cookies.owner);
  const reports = Object.fromEntries(data.bookings.map((b) => [b.reference, b.report]));
  const site = env().SITE_URL;
  expect(reports).toEqual({
    [ashaMri.reference]: {
      uploaded_at: expect.any(String),
      size_bytes: MRI_PDF.length,
      link: `${site}/api/booking/${ashaMri.reference}/report/`,
    },
    [ashaHome.reference]: {
      uploaded_at: expect.any(String),
      size_bytes: CBC_PDF.length,
      link: `${site}/api/booking/${ashaHome.reference}/report/`,
    },
  });
  // The export names the report; its bytes come only through the link.
  expect(JSON.stringify(data)).not.toContain('MRI Brain of Asha Rao');

  for (const [reference, bytes] of [
    [ashaMri.reference, MRI_PDF],
    [ashaHome.reference, CBC_PDF],
  ] as const) {
    const link = reports[reference]!.link;
    const mine = await open(cookies.owner, link);
    expect(mine.status).toBe(200);
    expect(mine.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await mine.arrayBuffer()).equals(bytes)).toBe(true);
    // Another patient's session, or none: the same 404 as an unknown booking.
    for (const cookie of [cookies.stranger, null]) {
      const refused = await open(cookie, link);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ sub_code: 'booking_not_found' });
    }
  }
  // Meena's export lists her own report only.
  const hers = await exported(cookies.stranger);
  expect(hers.bookings.map((b) => [b.reference, b.report?.size_bytes])).toEqual([
    [meenaB.reference, MEENA_PDF.length],
  ]);
});

it("'delete my data' deletes the patient's reports with the rest; a later upload is refused; the centre's day still opens", async () => {
  const { ashaMri, ashaHome, meenaB } = s.bookings;
  const before = await exported(cookies.owner);
  const links = before.bookings.map((b) => b.report!.link);
  expect(await storedReports([ashaMri.id, ashaHome.id])).toHaveLength(2);

  const response = await erase(
    new NextRequest('http://127.0.0.1:3000/api/privacy/erase/', {
      method: 'POST',
      headers: { cookie: cookies.owner, 'content-type': 'application/json' },
      body: JSON.stringify({ confirm: true }),
    }),
    { params: Promise.resolve({}) },
  );
  expect(response.status).toBe(200);
  expect(await storedReports([ashaMri.id, ashaHome.id])).toEqual([]);
  const { erased } = (await response.json()) as { erased: { reports: number } };
  expect(erased.reports).toBe(2);
  // Another patient's report stays.
  expect(await storedReports([meenaB.id])).toEqual([meenaB.id]);

  // The number logged in again is a new account: the old links open nothing.
  const again = await loggedIn(mockDb.db, ashaMri.phone!);
  for (const link of links) expect((await open(again.cookie, link)).status).toBe(404);

  // The centre cannot put a report back on a booking that belongs to no one.
  const late = await send(cookies.centreA, ashaMri.reference, MRI_PDF);
  expect(late).toMatchObject({ status: 409, body: { sub_code: 'patient_data_deleted' } });
  expect(await storedReports([ashaMri.id])).toEqual([]);

  // The centre's day shows the booking, its patient's details and report gone, no upload.
  const day = await centreDay(mockDb.db, s.viewers.staffA, { date: DAY }, NOW);
  const rows = [...day.walkin, ...day.home].filter((r) =>
    [ashaMri.reference, ashaHome.reference].includes(r.reference),
  );
  expect(rows.map((r) => [r.reference, r.patient_name, r.erased]).sort()).toEqual(
    [
      [ashaMri.reference, null, true],
      [ashaHome.reference, null, true],
    ].sort(),
  );
});

it('the retention job deletes a report still stored for an erased booking, and no other', async () => {
  const { ashaMri, meenaB } = s.bookings;
  // As a deletion before reports were deleted with it left them.
  await mockDb.db.insert(bookingReports).values({
    bookingId: ashaMri.id,
    content: MRI_PDF,
    size: MRI_PDF.length,
    sha256: '0'.repeat(64),
    uploadedBy: 'staff-staff-a',
    uploadedAt: NOW,
  });
  const counts = await runRetention(mockDb.db, parseEnv({}), NOW);
  expect(counts?.reports).toBe(1);
  expect(await storedReports([ashaMri.id, meenaB.id])).toEqual([meenaB.id]);
});
