import { asc } from 'drizzle-orm';
import { campaignViews } from '@/lib/db/campaign-schema';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { NextRequest } from 'next/server';
import { apiError } from '@/lib/testing/route';
import { GET, POST } from './route';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();
const PATH = '/api/campaigns/view/';
const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let ip = 0;
const view = (page: unknown, ua = PHONE_UA) =>
  callPostRaw({ page }, { 'user-agent': ua }, `198.51.100.${++ip}`);

/** The route called as the beacon calls it; a 204 has no body. */
async function callPostRaw(body: unknown, headers: Record<string, string>, address: string) {
  const request = new NextRequest(`http://127.0.0.1:3000${PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address, ...headers },
    body: JSON.stringify(body),
  });
  const res = await POST(request, {} as never);
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const counts = async () =>
  (await t.db.db.select().from(campaignViews).orderBy(asc(campaignViews.path))).map((r) => ({
    path: r.path,
    cityId: r.cityId,
    productId: r.productId,
    campaign: r.campaign,
    source: r.source,
    views: r.views,
  }));

beforeEach(async () => {
  await t.db.db.delete(campaignViews);
});

it("counts a landing view per day, page and campaign, with the page's city and product", async () => {
  const page = `/hyderabad/mri-brain/${t.ids.mriBrain.randomId}/?utm_source=google&utm_medium=cpc&utm_campaign=hyd-mri`;
  expect((await view(page)).status).toBe(204);
  expect((await view(page)).status).toBe(204);
  expect((await view('/pune/?utm_source=facebook&utm_campaign=pune-launch')).status).toBe(204);
  expect(
    (await view(`/scans/?city_id=${t.ids.pune}&utm_source=facebook&utm_campaign=pune-launch`))
      .status,
  ).toBe(204);
  expect(await counts()).toEqual([
    {
      path: `/hyderabad/mri-brain/${t.ids.mriBrain.randomId}/`,
      cityId: t.ids.hyderabad,
      productId: t.ids.mriBrain.id,
      campaign: 'hyd-mri',
      source: 'google',
      views: 2,
    },
    {
      path: '/pune/',
      cityId: t.ids.pune,
      productId: null,
      campaign: 'pune-launch',
      source: 'facebook',
      views: 1,
    },
    {
      path: '/scans/',
      cityId: t.ids.pune,
      productId: null,
      campaign: 'pune-launch',
      source: 'facebook',
      views: 1,
    },
  ]);
});

it('does not count crawlers', async () => {
  const res = await view(
    '/pune/?utm_source=google&utm_campaign=x',
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  );
  expect(res.status).toBe(204);
  expect(await counts()).toEqual([]);
});

it.each([
  [{ page: '/pune/' }, 422, 'not_a_campaign_visit'],
  [{ page: 'https://elsewhere.example/?utm_source=x' }, 400, 'invalid_parameter'],
  [{ page: 42 }, 400, 'invalid_parameter'],
  [{}, 400, 'invalid_parameter'],
  [{ page: `/pune/?utm_campaign=${'x'.repeat(3000)}`.slice(0, 2100) }, 400, 'invalid_parameter'],
])(
  'refuses body %# with %i in the error shape, counting nothing',
  async (body, status, subCode) => {
    const res = await callPostRaw(body, { 'user-agent': PHONE_UA }, `203.0.113.${++ip}`);
    expect(res.status).toBe(status);
    expect(apiError.parse(res.body)).toMatchObject({ error_code: status, sub_code: subCode });
    expect(await counts()).toEqual([]);
  },
);

it('limits one address to 120 views in 10 minutes', async () => {
  const statuses: number[] = [];
  for (let k = 0; k < 121; k++) {
    const res = await callPostRaw(
      { page: '/pune/?utm_campaign=flood' },
      { 'user-agent': PHONE_UA },
      '192.0.2.99',
    );
    statuses.push(res.status);
  }
  expect(statuses.slice(0, 120).every((s) => s === 204)).toBe(true);
  expect(statuses[120]).toBe(429);
  expect((await counts())[0]!.views).toBe(120);
});

it('answers GET with 405', async () => {
  expect((await GET()).status).toBe(405);
});
