// The staffing page as the server renders it, for a member the guard has admitted: the coming
// week's agents needed against the roster, short hours in words, the inputs, and the roster's
// forms for the admin only; counts, no patient's data.
import { renderToStaticMarkup } from 'react-dom/server';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { leads } from '@/lib/db/schema';
import { indiaDate, indiaInstant } from '@/lib/locale/india';
import { staffShifts, staffUsers } from '@/lib/db/staff-schema';
import { AREAS, type StaffViewer } from '@/lib/staff';
import StaffingPage from './page';

process.env.__NEXT_TRAILING_SLASH = 'true';

let t: TestDb;
let mockViewer: StaffViewer;
jest.mock('@/lib/staff/guard', () => ({
  ...jest.requireActual('@/lib/staff/guard'),
  requireStaffPage: async () => ({ viewer: mockViewer, db: t.db }),
}));
jest.mock('@/components/staff/logout-button', () => ({ LogoutButton: () => null }));

const viewer = (id: string, role: StaffViewer['role']) =>
  ({ id, role, name: id, email: `${id}@example.in` }) as StaffViewer;
const PHONE = '9876543210';

beforeAll(async () => {
  t = await createTestDb();
  await t.db.insert(staffUsers).values([
    { id: 'asha', name: 'Asha Rao', email: 'asha@example.in', role: 'admin' },
    { id: 'ravi', name: 'Ravi Kumar', email: 'ravi@example.in', role: 'ops_agent' },
  ]);
  // Forty leads at one call hour of the week (14:10 India time, whatever the time the test
  // runs), each of the last four weeks, oldest first.
  const at = indiaInstant(
    indiaDate(new Date(Date.now() - 27 * 86_400_000)),
    14 * 60 + 10,
  ).getTime();
  await t.db.insert(leads).values([
    // One before the four weeks: the deployment is older than its history.
    { phone: PHONE, source: 'test', createdAt: new Date(Date.now() - 35 * 86_400_000) },
    ...Array.from({ length: 160 }, (_, k) => ({
      phone: PHONE,
      source: 'test',
      createdAt: new Date(at + Math.floor(k / 40) * 7 * 86_400_000 + (k % 40) * 1000),
    })),
  ]);
  // Ravi works every hour of Sundays, nothing else.
  await t.db
    .insert(staffShifts)
    .values({ staffUserId: 'ravi', weekday: 0, fromHour: 0, toHour: 24 });
});
afterAll(async () => {
  await t?.close();
});

const page = async () => renderToStaticMarkup(await StaffingPage());

it('opens for admins and ops agents, the roster for admins', () => {
  expect([...AREAS.staffing].sort()).toEqual(['admin', 'ops_agent']);
  expect([...AREAS.roster]).toEqual(['admin']);
});

it('shows the week needed against rostered, short hours in words, and the inputs', async () => {
  mockViewer = viewer('asha', 'admin');
  const html = await page();
  expect(html).toContain('<h1>Staffing</h1>');
  expect(html).toContain('hours short-staffed');
  expect(html).toMatch(
    /class="staffing-short"><span class="staffing-counts">1 \/ 0<\/span><span class="staffing-flag">Short 1<\/span>/,
  );
  expect(html).toContain('4.0 weeks');
  expect(html).toContain('160 leads');
  expect(html).toContain('5.0 min, assumed: only 0 calls measured (fewer than 20)');
  expect(html).toContain('95% of leads called within 15 minutes');
  expect(html).toContain('09:00-21:00');
  // The busy hour needs more than one agent: 40 leads of 5 minutes are 3.3 Erlangs.
  expect(html).toContain('<td data-label="Leads / hour">40.00</td>');
  expect(html).toContain('<td data-label="Traffic (Erlangs)">3.333</td>');
  expect(html).not.toContain(PHONE);
});

it('gives the admin the roster forms, and an agent the roster only', async () => {
  mockViewer = viewer('asha', 'admin');
  const admin = await page();
  expect(admin).toContain('action="/api/ops/staffing/roster/"');
  expect(admin).toContain('Add shift');
  expect(admin).toContain('Ravi Kumar (ravi@example.in)');
  mockViewer = viewer('ravi', 'ops_agent');
  const agent = await page();
  expect(agent).toContain('Ravi Kumar');
  expect(agent).toContain('Sunday');
  expect(agent).not.toContain('action="/api/ops/staffing/roster/"');
});
