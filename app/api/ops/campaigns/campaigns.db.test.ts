// The campaign routes: marketing and admin build links and read the report; an ops
// agent or centre staff gets 404; only the admin keeps the sources and mediums; a refused
// link says why, in the shared error shape; nothing marketing can reach names a patient.
import { NextRequest } from 'next/server';
import { recordLead } from '@/lib/call-me';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { staffSession } from '@/lib/testing/staff';
import { POST as channels } from './channels/route';
import { POST as links } from './links/route';
import { GET as csv } from './report.csv/route';
import { POST as move } from '@/app/api/partner/bookings/[reference]/moves/route';
import { POST as settings } from '@/app/api/partner/centres/[id]/settings/route';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();
const cookies = { marketing: '', admin: '', agent: '' };
const PHONE = /\d{10}|\d{2}X{6}\d{2}/;

beforeAll(async () => {
  for (const role of ['marketing', 'admin', 'ops_agent'] as const) {
    const { cookie } = await staffSession(t.db.db, {
      email: `campaigns-${role}@example.in`,
      name: `Campaigns ${role}`,
      role,
    });
    cookies[role === 'ops_agent' ? 'agent' : role] = cookie;
  }
  await recordLead(t.db.db, { phone: '9811122233', source: '/hyderabad/' });
});

type Handler = (r: NextRequest, c: { params: Promise<never> }) => Promise<Response>;

async function call(
  handler: Handler,
  path: string,
  cookie: string,
  body?: unknown,
  params: Record<string, string> = {},
) {
  const request = new NextRequest(`http://127.0.0.1:3000${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const res = await handler(request, { params: Promise.resolve(params) as Promise<never> });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text };
}

const link = (over: Record<string, unknown> = {}) => ({
  city_id: t.ids.hyderabad,
  page: 'product',
  product_random_id: t.ids.mriBrain.randomId,
  source: 'google',
  medium: 'cpc',
  campaign: 'hyd-mri-december',
  ...over,
});

it("builds the canonical address of a test's page with the campaign, and its QR code", async () => {
  const res = await call(links as Handler, '/api/ops/campaigns/links/', cookies.marketing, link());
  expect(res.status).toBe(201);
  const { link: built } = JSON.parse(res.text) as { link: { url: string; qr_svg: string } };
  const url = new URL(built.url);
  expect(url.pathname).toBe(`/hyderabad/mri-brain/${t.ids.mriBrain.randomId}/`);
  expect(Object.fromEntries(url.searchParams)).toEqual({
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'hyd-mri-december',
  });
  expect(built.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
});

it.each([
  ['a city that is no id', () => link({ city_id: 0 }), 400, 'invalid_parameter'],
  ['a source not on the list', () => link({ source: 'tiktok' }), 422, 'unknown_source'],
  [
    'a campaign that is no slug',
    () => link({ campaign: 'Diwali Sale!!' }),
    400,
    'invalid_parameter',
  ],
  [
    'a deal that does not exist',
    () => link({ page: 'deal', deal_code: 'nope' }),
    422,
    'unknown_deal',
  ],
  [
    'a product page with no test',
    () => link({ product_random_id: undefined }),
    400,
    'invalid_parameter',
  ],
])('refuses %s', async (_name, body, status, subCode) => {
  const res = await call(links as Handler, '/api/ops/campaigns/links/', cookies.marketing, body());
  expect(res.status).toBe(status);
  expect(JSON.parse(res.text)).toMatchObject({ error_code: status, sub_code: subCode });
});

it("refuses a test the city's centres do not offer, naming both", async () => {
  const res = await call(
    links as Handler,
    '/api/ops/campaigns/links/',
    cookies.marketing,
    link({ city_id: t.ids.pune }),
  );
  expect(res.status).toBe(422);
  expect(JSON.parse(res.text)).toMatchObject({
    sub_code: 'not_offered_in_city',
    reason: expect.stringMatching(/MRI Brain is not offered in Pune/),
  });
});

it('gives the report as CSV to marketing, with no phone number in it', async () => {
  const res = await call(csv as Handler, '/api/ops/campaigns/report.csv', cookies.marketing);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect(res.text.split('\r\n')[0]).toMatch(/^campaign,source,medium,city,product,/);
  expect(res.text).toContain('direct,direct,(none)');
  expect(res.text).not.toMatch(PHONE);
  const bad = await call(
    csv as Handler,
    '/api/ops/campaigns/report.csv?from=2026-12-31&to=2026-01-01',
    cookies.marketing,
  );
  expect(bad.status).toBe(400);
});

it('keeps the sources and mediums for the admin only', async () => {
  const add = { kind: 'source', value: 'youtube' };
  expect(
    (await call(channels as Handler, '/api/ops/campaigns/channels/', cookies.marketing, add))
      .status,
  ).toBe(404);
  const res = await call(channels as Handler, '/api/ops/campaigns/channels/', cookies.admin, add);
  expect(res.status).toBe(200);
  expect(JSON.parse(res.text).channels.source).toContain('youtube');
  const built = await call(
    links as Handler,
    '/api/ops/campaigns/links/',
    cookies.marketing,
    link({ source: 'youtube' }),
  );
  expect(built.status).toBe(201);
});

it('is not found for an ops agent', async () => {
  expect(
    (await call(links as Handler, '/api/ops/campaigns/links/', cookies.agent, link())).status,
  ).toBe(404);
  expect((await call(csv as Handler, '/api/ops/campaigns/report.csv', cookies.agent)).status).toBe(
    404,
  );
});

it("keeps marketing out of the centre's routes too", async () => {
  const moved = await call(
    move as Handler,
    '/api/partner/bookings/DX-AAAAAA/moves/',
    cookies.marketing,
    { to: 'confirmed' },
    { reference: 'DX-AAAAAA' },
  );
  expect(moved.status).toBe(404);
  const centre = String(t.ids.centres.a1.id);
  const set = await call(
    settings as Handler,
    `/api/partner/centres/${centre}/settings/`,
    cookies.marketing,
    { ack_minutes: 30 },
    { id: centre },
  );
  expect(set.status).toBe(404);
  expect(moved.text + set.text).not.toMatch(PHONE);
});
