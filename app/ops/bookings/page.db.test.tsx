// The pages as the server renders them, for a member the guard has admitted.
import { eq } from 'drizzle-orm';
import { renderToStaticMarkup } from 'react-dom/server';
import { auditLog } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import {
  ASHA_PHONE,
  seedBookingsScenario,
  type BookingsScenario,
} from '@/lib/testing/bookings-scenario';
import type { StaffViewer } from '@/lib/staff';
import StaffBookingPage from './[reference]/page';
import BookingsPage from './page';

// next.config.js's trailingSlash, which a build passes to Link this way.
process.env.__NEXT_TRAILING_SLASH = 'true';

let t: TestDb;
let s: BookingsScenario;
let mockViewer: StaffViewer;
jest.mock('@/lib/staff/guard', () => ({
  ...jest.requireActual('@/lib/staff/guard'),
  requireStaffPage: async () => ({ viewer: mockViewer, db: t.db }),
}));
// The navigation's log-out button is a client component; its markup is not what is tested here.
jest.mock('@/components/staff/logout-button', () => ({ LogoutButton: () => null }));

beforeAll(async () => {
  t = await createTestDb();
  s = await seedBookingsScenario(t.db);
});
afterAll(async () => {
  await t?.close();
});

const searchPage = async (query: Record<string, string>) =>
  renderToStaticMarkup(await BookingsPage({ searchParams: Promise.resolve(query) }));
const bookingPage = async (reference: string) =>
  renderToStaticMarkup(await StaffBookingPage({ params: Promise.resolve({ reference }) }));

describe('the search page', () => {
  it('lists a centre member’s bookings, numbers masked, with only their centres to pick', async () => {
    mockViewer = s.viewers.staffA1;
    const html = await searchPage({});
    expect(html).toContain(`href="/ops/bookings/${s.bookings.ashaMri.reference}/"`);
    expect(html).not.toContain(s.bookings.ashaHome.reference);
    expect(html).toContain('98XXXXXX10');
    expect(html).not.toContain(ASHA_PHONE);
    expect(html).toContain('All my centres');
    expect(html).not.toContain('Nirmal Imaging SR Nagar');
  });

  it('shows each bad filter’s message instead of failing, and searches nothing', async () => {
    mockViewer = s.viewers.agent;
    const html = await searchPage({ number: '12345', date: '2026-13-01', status: 'open' });
    expect(html).toContain('Enter a valid 10-digit mobile number');
    expect(html).toContain('Slot date 2026-13-01 is not a date in the calendar');
    expect(html).toContain('Status must be one of the booking statuses');
    expect(html).toContain('No search was made');
    expect(html).not.toContain('<table');
  });

  it('answers a centre outside the member’s scope as one that does not exist', async () => {
    mockViewer = s.viewers.staffA;
    const html = await searchPage({ centre: String(s.centres.b1.id) });
    expect(html).toContain('Centre was not found');
    expect(html).not.toContain(s.bookings.meenaB.reference);
  });

  it('links to the older bookings, keeping the filters', async () => {
    mockViewer = s.viewers.admin;
    const html = await searchPage({ centre: String(s.centres.b1.id) });
    expect(html).toMatch(
      new RegExp(`href="/ops/bookings/\\?centre=${s.centres.b1.id}&amp;before=\\d+_DX-\\w{6}"`),
    );
  });
});

describe('a booking’s page', () => {
  it('shows the number in full as a tel: link, and is audited', async () => {
    mockViewer = s.viewers.staffA1;
    const reference = s.bookings.ashaMri.reference;
    const html = await bookingPage(reference);
    expect(html).toContain(`href="tel:+91${ASHA_PHONE}"`);
    expect(html).toContain('+91 98765 43210');
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.recordId, reference));
    expect(rows.map((r) => [r.action, r.staffUserId])).toEqual([
      ['booking.viewed', s.users.staffA1.id],
    ]);
  });

  it('is not found outside the member’s scope, for a malformed reference too', async () => {
    mockViewer = s.viewers.staffA1;
    for (const reference of [s.bookings.ashaHome.reference, 'not-a-reference']) {
      await expect(bookingPage(reference)).rejects.toThrow(/NEXT_HTTP_ERROR_FALLBACK;404/);
    }
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.recordId, s.bookings.ashaHome.reference));
    expect(rows).toHaveLength(0);
  });
});
