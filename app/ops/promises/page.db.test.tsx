// The promises page as the server renders it, for a member the guard has admitted: the rates of
// real days from lib/promises' queries, against the budget, with no patient's data.
import { renderToStaticMarkup } from 'react-dom/server';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { AREAS, type StaffViewer } from '@/lib/staff';
import {
  ASHA_PHONE,
  seedBookingsScenario,
  type BookingsScenario,
} from '@/lib/testing/bookings-scenario';
import PromisesPage from './page';

process.env.__NEXT_TRAILING_SLASH = 'true';

let t: TestDb;
let s: BookingsScenario;
let mockViewer: StaffViewer;
jest.mock('@/lib/staff/guard', () => ({
  ...jest.requireActual('@/lib/staff/guard'),
  requireStaffPage: async () => ({ viewer: mockViewer, db: t.db }),
}));
jest.mock('@/components/staff/logout-button', () => ({ LogoutButton: () => null }));

beforeAll(async () => {
  t = await createTestDb();
  s = await seedBookingsScenario(t.db);
});
afterAll(async () => {
  await t?.close();
});

const page = async (query: Record<string, string>) =>
  renderToStaticMarkup(await PromisesPage({ searchParams: Promise.resolve(query) }));

it('opens for admins and ops agents only', () => {
  expect([...AREAS.promises].sort()).toEqual(['admin', 'ops_agent']);
});

it('shows every promise against its budget for the last 7 days, with no phone number', async () => {
  mockViewer = s.viewers.agent;
  const html = await page({ span: '7d' });
  expect(html).toContain('Last 7 days: what fell due from');
  for (const label of [
    'Bookings accepted or escalated by their deadline',
    'Reports within the promised time',
    'Preparation reminders sent on time and exactly once',
    'Slots within their capacity',
  ]) {
    expect(html).toContain(label);
  }
  expect(html).toContain('at least 100.0%');
  expect(html).toContain('Report turnaround by centre');
  expect(html).not.toContain('Bookings and leads kept once the patient was told');
  expect(html).not.toContain(ASHA_PHONE);
  expect(html).not.toMatch(/[6-9]\d{9}/);
});

it('reads an unknown span as today', async () => {
  mockViewer = s.viewers.agent;
  expect(await page({ span: 'forever' })).toContain('Today: what fell due from');
});
