// The lead routes' wiring: the leads area's guard, the id from the address, the body checks,
// the shared error shape and the answers. Who the staff member is comes from a stand-in for
// better-auth's session (lib/staff/login.db.test.ts covers the real one).
import { NextRequest } from 'next/server';
import { auditLog } from '@/lib/db/staff-schema';
import { leadDetailResponse, leadQueueResponse } from '@/lib/lead-queue';
import { agent, auditOf, lead } from '@/lib/lead-queue/testing';
import type { StaffViewer } from '@/lib/staff';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { GET as getLead, POST as postLead } from './[id]/route';
import { GET as getClaim, POST as claim } from './[id]/claim/route';
import { POST as number } from './[id]/number/route';
import { POST as notes } from './[id]/notes/route';
import { POST as outcome } from './[id]/outcome/route';
import { POST as release } from './[id]/release/route';
import { GET as getQueue } from './route';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);
jest.mock('@/lib/staff/instance', () => ({ getStaffAuth: async () => ({}) }));
const mockViewers = new Map<string, StaffViewer>();
jest.mock('@/lib/staff/viewer', () => ({
  resolveViewer: async (_auth: unknown, _db: unknown, request: { headers: Headers }) => ({
    viewer: mockViewers.get(request.headers.get('x-test-staff') ?? '') ?? null,
    setCookies: [],
  }),
}));

const t = setUpScenarioDb();

async function signIn(name: string, role: StaffViewer['role'] = 'ops_agent') {
  const organisationId = role === 'centre_staff' ? t.ids.organisations.alpha.id : undefined;
  const row = await agent(t.db.db, name, role, organisationId);
  const viewer: StaffViewer = {
    ...row,
    role,
    organisationId: organisationId ?? null,
    centreIds: null,
    enrolled: true,
    sessionId: `session-${row.id}`,
  };
  mockViewers.set(row.id, viewer);
  return viewer;
}

type Handler = (
  r: NextRequest,
  c: { params: Promise<{ id: string }> },
) => Response | Promise<Response>;

async function call(
  handler: Handler,
  who: StaffViewer | null,
  id: string,
  init: { method?: string; body?: unknown; raw?: string; query?: string } = {},
) {
  const headers: Record<string, string> = who ? { 'x-test-staff': who.id } : {};
  if (init.body !== undefined || init.raw !== undefined)
    headers['content-type'] = 'application/json';
  const request = new NextRequest(
    `http://127.0.0.1:3000/api/staff/leads/${id}/${init.query ?? ''}`,
    {
      method: init.method ?? (init.body !== undefined || init.raw !== undefined ? 'POST' : 'GET'),
      headers,
      body: init.raw ?? (init.body === undefined ? undefined : JSON.stringify(init.body)),
    },
  );
  const response = await handler(request, { params: Promise.resolve({ id }) });
  return { status: response.status, headers: response.headers, body: await response.json() };
}
const post = (handler: Handler, who: StaffViewer | null, id: string, body?: unknown) =>
  call(handler, who, id, body === undefined ? { method: 'POST' } : { body });

let asha: StaffViewer;
let ravi: StaffViewer;
beforeAll(async () => {
  asha = await signIn('Asha');
  ravi = await signIn('Ravi');
});

it('keeps the queue from anyone not signed in, and from roles outside the leads area', async () => {
  const centre = await signIn('Centre Staff', 'centre_staff');
  const stranger = await call(getQueue as Handler, null, '');
  expect(stranger.status).toBe(401);
  expect(stranger.body).toMatchObject({ error_code: 401, sub_code: 'staff_login_required' });
  expect((await call(getQueue as Handler, centre, '')).status).toBe(404);
  const admin = await signIn('Admin', 'admin');
  const ok = await call(getQueue as Handler, admin, '');
  expect(ok.status).toBe(200);
  expect(ok.headers.get('cache-control')).toBe('private, no-store');
  leadQueueResponse.parse(ok.body);
});

it('claims, shows the number to the holder, takes a note and an outcome', async () => {
  const id = String(await lead(t.db.db, { phone: '9876500001', createdAt: new Date() }));
  const claimed = await post(claim, asha, id);
  expect(claimed.status).toBe(200);
  expect(leadDetailResponse.parse(claimed.body).lead.holder).toMatchObject({ is_me: true });

  const lost = await post(claim, ravi, id);
  expect(lost.status).toBe(409);
  expect(lost.body).toEqual({
    reason: 'Asha has just claimed this lead. Pick another one from the queue.',
    error_code: 409,
    sub_code: 'lead_taken',
    extra_data: {},
  });
  expect((await post(number, ravi, id)).body.sub_code).toBe('lead_not_held');

  const shown = await post(number, asha, id);
  expect(shown.status).toBe(200);
  expect(shown.body).toMatchObject({ phone: '9876500001', tel: 'tel:+919876500001' });
  expect(shown.headers.get('cache-control')).toBe('private, no-store');

  const noted = await post(notes, asha, id, { body: 'Wants an evening slot' });
  expect(noted.body.lead.activity).toEqual([
    expect.objectContaining({ kind: 'note', body: 'Wants an evening slot', staff_name: 'Asha' }),
  ]);
  const closed = await post(outcome, asha, id, { outcome: 'not_interested' });
  expect(closed.status).toBe(200);
  expect(closed.body.lead).toMatchObject({ status: 'not_interested', open: false, holder: null });
  expect((await post(notes, asha, id, { body: 'late' })).body.sub_code).toBe('lead_closed');

  expect((await auditOf(t.db.db, Number(id))).map((a) => a.action)).toEqual([
    'lead.claimed',
    'lead.number_viewed',
    'lead.note',
    'lead.outcome',
  ]);
});

it('answers bad input with 4xx in the shared shape, never 500', async () => {
  const id = String(await lead(t.db.db, { phone: '9876500002', createdAt: new Date() }));
  await post(claim, asha, id);
  for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999', '424242']) {
    const answer = await call(getLead as Handler, asha, bad);
    expect([bad, answer.status, answer.body.sub_code]).toEqual([bad, 404, 'not_found']);
    expect((await post(claim, asha, bad)).status).toBe(404);
  }
  const wrongOutcome = await post(outcome, asha, id, { outcome: 'later' });
  expect(wrongOutcome.status).toBe(400);
  expect(wrongOutcome.body).toMatchObject({
    sub_code: 'invalid_parameter',
    reason:
      'outcome: must be one of booked, call_back, not_reachable, not_interested, wrong_number',
  });
  const past = await post(outcome, asha, id, { outcome: 'call_back', at: '2020-01-01T10:00:00Z' });
  expect(past.body).toMatchObject({ error_code: 400, reason: 'at: must be in the future' });
  expect((await post(notes, asha, id, { body: '' })).body.reason).toBe('body: must not be empty');
  expect((await call(notes, asha, id, { raw: '{"body":' })).body.sub_code).toBe('invalid_json');
  const noType = await call(notes, asha, id, { method: 'POST' });
  expect(noType.status).toBe(415);
  const unknownBooking = await post(outcome, asha, id, {
    outcome: 'booked',
    booking_reference: 'DX-ZZZZZZ',
  });
  expect(unknownBooking.body).toMatchObject({ error_code: 422, sub_code: 'booking_not_found' });
  expect((await call(getClaim as Handler, asha, id)).status).toBe(405);
  expect((await call(postLead as Handler, asha, id, { method: 'POST' })).status).toBe(405);
  expect((await post(release, asha, id)).body.lead.holder).toBeNull();
});

it('writes a lead.viewed row each time a member reads a lead, and none for an unknown one', async () => {
  const id = String(
    await lead(t.db.db, { phone: '9876500003', createdAt: new Date(), source: '/' }),
  );
  const read = await call(getLead as Handler, ravi, id);
  expect(read.status).toBe(200);
  expect(read.headers.get('cache-control')).toBe('private, no-store');
  const views = (await auditOf(t.db.db, Number(id))).filter((a) => a.action === 'lead.viewed');
  expect(views).toEqual([
    expect.objectContaining({
      action: 'lead.viewed',
      recordType: 'lead',
      recordId: id,
      staffUserId: ravi.id,
      staffEmail: ravi.email,
    }),
  ]);
  expect((await call(getLead as Handler, ravi, '424243')).status).toBe(404);
  expect(await auditOf(t.db.db, 424243)).toEqual([]);
});

it("counts an open lead page's refreshes as its view for ten minutes, then writes another", async () => {
  const id = String(
    await lead(t.db.db, { phone: '9876500004', createdAt: new Date(), source: '/' }),
  );
  const viewsBy = async (who: StaffViewer) =>
    (await auditOf(t.db.db, Number(id))).filter(
      (a) => a.action === 'lead.viewed' && a.staffUserId === who.id,
    );
  const refresh = (who: StaffViewer) => call(getLead as Handler, who, id, { query: '?refresh=1' });

  // The page's first read writes the view; its refreshes then write nothing more.
  expect((await call(getLead as Handler, asha, id)).status).toBe(200);
  for (let k = 0; k < 3; k++) expect((await refresh(asha)).status).toBe(200);
  expect(await viewsBy(asha)).toHaveLength(1);

  // A "refresh" with no view before it is audited all the same.
  expect((await refresh(ravi)).status).toBe(200);
  expect((await viewsBy(ravi)).map((v) => v.detail)).toEqual([{ via: 'refresh' }]);

  // Once the last view is older than the window, a refresh writes a row again.
  const other = await signIn('Meera');
  await t.db.db.insert(auditLog).values({
    staffUserId: other.id,
    staffEmail: other.email,
    action: 'lead.viewed',
    recordType: 'lead',
    recordId: id,
    at: new Date(Date.now() - 11 * 60_000),
  });
  expect((await refresh(other)).status).toBe(200);
  expect(await viewsBy(other)).toHaveLength(2);

  const bad = await call(getLead as Handler, asha, id, { query: '?refresh=yes' });
  expect(bad.status).toBe(400);
  expect(bad.body.reason).toBe("refresh: must be '1' or left out");
});
