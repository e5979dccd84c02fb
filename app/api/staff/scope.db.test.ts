// Every staff route, as a centre staff member of organisation A: the areas their role does not
// open, and organisation B's records in the one it does, answer 404 as if they did not exist;
// an ops agent, asking the same, is answered: authorisation is the server's (docs/staff.md). A
// marketing member gets 404 from every one of them, and no phone number.
import { NextRequest } from 'next/server';
import { leads } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { staffSession } from '@/lib/testing/staff';
import { seedBookingsScenario, type BookingsScenario } from '@/lib/testing/bookings-scenario';
import { GET as accountsGet, POST as accountsPost } from './accounts/route';
import { POST as disable } from './accounts/[id]/disable/route';
import { POST as reset } from './accounts/[id]/reset/route';
import { POST as role } from './accounts/[id]/role/route';
import { POST as unlock } from './accounts/[id]/unlock/route';
import { GET as bookingDetail } from './bookings/[reference]/route';
import { GET as bookingSearch } from './bookings/route';
import { GET as leadGet } from './leads/[id]/route';
import { POST as book } from './leads/[id]/book/route';
import { POST as claim } from './leads/[id]/claim/route';
import { GET as family } from './leads/[id]/family/route';
import { POST as notes } from './leads/[id]/notes/route';
import { POST as number } from './leads/[id]/number/route';
import { POST as outcome } from './leads/[id]/outcome/route';
import { POST as release } from './leads/[id]/release/route';
import { GET as queue } from './leads/route';
import { GET as organisationCentres } from './organisations/[id]/centres/route';

let mockDb: TestDb;
jest.mock('@/lib/db', () => ({
  getDb: async () => mockDb.db,
  getDbHandle: async () => mockDb,
}));

// Each route takes its own params; the table calls them all alike.
type Handler = (r: NextRequest, c: { params: Promise<never> }) => Promise<Response>;
interface Case {
  name: string;
  handler: Handler;
  method: 'GET' | 'POST';
  path: (s: BookingsScenario, otherStaffId: string) => string;
  params?: (s: BookingsScenario, otherStaffId: string) => Record<string, string>;
  body?: unknown;
  /** What an ops agent gets for the same request (they may see every organisation). */
  agent: number;
}

const CASES: Case[] = [
  {
    name: 'the call-back queue',
    handler: queue,
    method: 'GET',
    path: () => '/api/staff/leads/',
    agent: 200,
  },
  {
    name: 'a lead',
    handler: leadGet,
    method: 'GET',
    path: (s) => `/api/staff/leads/${s.leadId}/`,
    params: (s) => ({ id: String(s.leadId) }),
    agent: 200,
  },
  ...(
    [
      // In this order the agent claims the lead, uses it, gives it back, and is then refused.
      ['claiming a lead', claim, undefined, 200],
      ["a lead's number", number, undefined, 200],
      ["the caller's family", family, undefined, 200, 'GET'],
      ['a lead note', notes, { body: 'Asked to call after 6' }, 200],
      ['releasing a lead', release, undefined, 200],
      ['a lead outcome', outcome, { outcome: 'not_interested' }, 409],
      ['booking for a lead', book, {}, 400],
    ] as const
  ).map(([name, handler, body, agent, method]) => ({
    name,
    handler: handler as Handler,
    method: method ?? ('POST' as const),
    path: (s: BookingsScenario) => `/api/staff/leads/${s.leadId}/${name}/`,
    params: (s: BookingsScenario) => ({ id: String(s.leadId) }),
    body: body ?? {},
    agent,
  })),
  {
    name: "another organisation's booking",
    handler: bookingDetail,
    method: 'GET',
    path: (s) => `/api/staff/bookings/${s.bookings.meenaB.reference}/`,
    params: (s) => ({ reference: s.bookings.meenaB.reference }),
    agent: 200,
  },
  {
    name: "the bookings of another organisation's centre",
    handler: bookingSearch,
    method: 'GET',
    path: (s) => `/api/staff/bookings/?centre=${s.centres.b1.id}`,
    agent: 200,
  },
  {
    name: "another organisation's centres",
    handler: organisationCentres,
    method: 'GET',
    path: (s) => `/api/staff/organisations/${s.centres.b1.organisationId}/centres/`,
    params: (s) => ({ id: String(s.centres.b1.organisationId) }),
    agent: 404,
  },
  {
    name: 'the staff list',
    handler: accountsGet,
    method: 'GET',
    path: () => '/api/staff/accounts/',
    agent: 404,
  },
  {
    name: 'creating staff',
    handler: accountsPost,
    method: 'POST',
    path: () => '/api/staff/accounts/',
    body: { email: 'x@example.in', name: 'X Y', password: 'long enough password', role: 'admin' },
    agent: 404,
  },
  ...(
    [
      ['disable', disable, { disabled: true }],
      ['unlock', unlock, {}],
      ['role', role, { role: 'admin' }],
      ['reset', reset, { password: 'long enough password' }],
    ] as const
  ).map(([name, handler, body]) => ({
    name: `${name} a staff account`,
    handler: handler as Handler,
    method: 'POST' as const,
    path: (_s: BookingsScenario, other: string) => `/api/staff/accounts/${other}/${name}/`,
    params: (_s: BookingsScenario, other: string) => ({ id: other }),
    body,
    agent: 404,
  })),
];

let s: BookingsScenario;
const cookies = { centre: '', agent: '', marketing: '' };
let otherStaffId = '';

beforeAll(async () => {
  mockDb = await createTestDb();
  s = await seedBookingsScenario(mockDb.db);
  // The scenario's lead is already booked: the lead routes get an open one of their own.
  const [open] = await mockDb.db
    .insert(leads)
    .values({ phone: '9811122233', source: '/hyderabad/mri-brain/' })
    .returning({ id: leads.id });
  s = { ...s, leadId: open!.id };
  const centre = await staffSession(mockDb.db, {
    email: 'scope-centre@example.in',
    name: 'Scope Centre',
    role: 'centre_staff',
    organisationId: s.centres.a1.organisationId,
  });
  cookies.centre = centre.cookie;
  const agent = await staffSession(mockDb.db, {
    email: 'scope-agent@example.in',
    name: 'Scope Agent',
    role: 'ops_agent',
  });
  cookies.agent = agent.cookie;
  otherStaffId = agent.id;
  const marketing = await staffSession(mockDb.db, {
    email: 'scope-marketing@example.in',
    name: 'Scope Marketing',
    role: 'marketing',
  });
  cookies.marketing = marketing.cookie;
});
afterAll(async () => {
  await mockDb?.close();
});

async function call(c: Case, cookie: string) {
  const init: ConstructorParameters<typeof NextRequest>[1] = {
    method: c.method,
    headers: { cookie, 'content-type': 'application/json', 'idempotency-key': 'scope-key-0001' },
  };
  if (c.method === 'POST') init.body = JSON.stringify(c.body ?? {});
  const request = new NextRequest(`http://127.0.0.1:3000${c.path(s, otherStaffId)}`, init);
  const response = await c.handler(request, {
    params: Promise.resolve(c.params?.(s, otherStaffId) ?? {}) as Promise<never>,
  });
  return { status: response.status, body: await response.json() };
}

describe.each(CASES)('$name', (c) => {
  it('is not found for a centre staff member of another organisation', async () => {
    const res = await call(c, cookies.centre);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error_code: 404, sub_code: expect.any(String) });
  });

  it('is not found for marketing, and names no phone number', async () => {
    const res = await call(c, cookies.marketing);
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).not.toMatch(/\d{10}|\d{2}X+\d{2}/);
  });

  it(`answers an ops agent ${c.agent}`, async () => {
    expect((await call(c, cookies.agent)).status).toBe(c.agent);
  });
});

it("still opens the centre staff member's own organisation's bookings", async () => {
  const own = CASES.find((c) => c.name === "another organisation's booking")!;
  const res = await call(
    {
      ...own,
      path: () => `/api/staff/bookings/${s.bookings.ashaMri.reference}/`,
      params: () => ({ reference: s.bookings.ashaMri.reference }),
    },
    cookies.centre,
  );
  expect(res.status).toBe(200);
});
