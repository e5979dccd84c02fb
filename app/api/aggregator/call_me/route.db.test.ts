import { asc, eq } from 'drizzle-orm';
import { callMeResponse } from '@/lib/call-me';
import { leads } from '@/lib/db/schema';
import { CAMPAIGN_COOKIE } from '@/lib/cookies/policy';
import { encodeAttribution } from '@/lib/campaigns';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { apiError, callPost } from '@/lib/testing/route';
import { POST } from './handler';
import callMePage from '@/pages/api/aggregator/call_me';
import { serveNode } from '@/lib/testing/node-server';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();
const PATH = '/api/aggregator/call_me/';

const allLeads = () => t.db.db.select().from(leads).orderBy(asc(leads.id));

it('stores the lead, with product and city from a product page address, before answering', async () => {
  const source = `https://diagnobook.example/hyderabad/mri-brain/${t.ids.mriBrain.randomId}/?utm_source=google`;
  const res = await callPost(POST, PATH, { call_me_number: '+91 98480 22338', source });
  expect(res.status).toBe(200);
  const answer = callMeResponse.parse(res.body);
  expect(answer).toMatchObject({ success: true, do_not_call: false });
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const rows = await t.db.db.select().from(leads).where(eq(leads.phone, '9848022338'));
  // The answer says when the call is promised, as the lead keeps it.
  expect(answer.call_by).toBe(rows[0]!.promisedBy.toISOString());
  expect(rows).toEqual([
    expect.objectContaining({
      phone: '9848022338',
      source,
      productId: t.ids.mriBrain.id,
      cityId: t.ids.hyderabad,
      status: 'new',
      requestCount: 1,
    }),
  ]);
});

it('updates the open lead when the same number asks again, instead of adding a copy', async () => {
  await callPost(POST, PATH, { call_me_number: '9000000001', source: '/' });
  await callPost(POST, PATH, { call_me_number: '09000000001', source: '/search/?query=cbc' });
  const rows = (await allLeads()).filter((l) => l.phone === '9000000001');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ requestCount: 2, source: '/search/?query=cbc', productId: null });
});

it('answers 400 in the error shape for a bad number and stores nothing', async () => {
  const before = (await allLeads()).length;
  const res = await callPost(POST, PATH, { call_me_number: '12345', source: '/' });
  expect(res.status).toBe(400);
  expect(apiError.parse(res.body)).toMatchObject({
    error_code: 400,
    sub_code: 'invalid_parameter',
    reason: 'call_me_number: Enter a valid 10-digit mobile number',
  });
  expect((await allLeads()).length).toBe(before);
});

it('answers 415 for a body that is not JSON, 413 for a body that is too large', async () => {
  const form = await callPost(POST, PATH, 'call_me_number=9848022338', {
    raw: true,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  expect(form.status).toBe(415);
  expect(apiError.parse(form.body).sub_code).toBe('unsupported_media_type');
  const big = await callPost(POST, PATH, {
    call_me_number: '9848022338',
    source: `/${'a'.repeat(20_000)}`,
  });
  expect(big.status).toBe(413);
  expect(apiError.parse(big.body)).toMatchObject({
    sub_code: 'body_too_large',
    extra_data: { max_bytes: 16384 },
  });
});

it('limits one number to 5 requests in 10 minutes (429 with Retry-After), from any address', async () => {
  const statuses: number[] = [];
  let last: Awaited<ReturnType<typeof callPost>> | undefined;
  for (let i = 0; i < 6; i++) {
    last = await callPost(
      POST,
      PATH,
      { call_me_number: '9123456789', source: '/' },
      { ip: `198.51.100.${i}` },
    );
    statuses.push(last.status);
  }
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  expect(apiError.parse(last!.body)).toMatchObject({ error_code: 429, sub_code: 'rate_limited' });
  expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(500);
});

it('limits one address to 60 requests in 10 minutes, bad ones included', async () => {
  const ip = '192.0.2.99';
  for (let i = 0; i < 60; i++) {
    const res = await callPost(POST, PATH, { call_me_number: 'not a number', source: '/' }, { ip });
    expect(res.status).toBe(400);
  }
  const res = await callPost(POST, PATH, { call_me_number: '9988776655', source: '/' }, { ip });
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toMatch(/^\d+$/);
  expect((await allLeads()).some((l) => l.phone === '9988776655')).toBe(false);
});

it('answers 405 in the error shape for GET, as served (pages/api)', async () => {
  const server = await serveNode(callMePage);
  try {
    const res = await fetch(`${server.url}${PATH}`);
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('POST');
    expect(apiError.parse(await res.json()).sub_code).toBe('method_not_allowed');
  } finally {
    await server.close();
  }
});

it('stores the campaign the patient came from with the lead; a repeat keeps the first it had', async () => {
  const touch = (campaign: string) => ({
    source: 'facebook',
    medium: 'social',
    campaign,
    content: null,
    term: null,
    landing: '/pune/',
    at: '2026-11-24T05:00:00.000Z',
  });
  const withCampaign = (campaign: string) => ({
    headers: {
      cookie: `${CAMPAIGN_COOKIE}=${encodeAttribution({ first: touch(campaign), last: touch(campaign) })}`,
    },
  });
  await callPost(POST, PATH, { call_me_number: '9000000077', source: '/pune/' }, withCampaign('a'));
  await callPost(POST, PATH, { call_me_number: '9000000077', source: '/pune/' }, withCampaign('b'));
  const [lead] = (await allLeads()).filter((l) => l.phone === '9000000077');
  expect(lead!.attribution).toEqual({ first: touch('a'), last: touch('a') });
  await callPost(POST, PATH, { call_me_number: '9000000078', source: '/' });
  const [direct] = (await allLeads()).filter((l) => l.phone === '9000000078');
  expect(direct!.attribution).toBeNull();
});
