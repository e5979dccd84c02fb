import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { callGet, callPost } from '@/lib/testing/route';
import { revalidated } from '@/lib/testing/next-cache';
import { GET as basicInfo } from '@/app/api/aggregator/product_basic_info/route';
import { POST } from './route';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const TOKEN = 'ops-token-for-the-test-0123456789';
process.env.OPS_API_TOKEN = TOKEN;

const t = setUpScenarioDb();

it('drops the cached basic info and revalidates the page when a price changes', async () => {
  const path = `/api/aggregator/product_basic_info/?product_random_id=${t.ids.mriBrain.randomId}&city_id=${t.ids.hyderabad}`;
  const before = await callGet(basicInfo, path);
  expect(before.body.product.min_price).toBe(2800);

  const res = await callPost(
    POST,
    '/api/ops/prices/',
    {
      centre_id: t.ids.centres.a2.id,
      product_random_id: t.ids.mriBrain.randomId,
      price: 2500,
      list_price: 3600,
    },
    { headers: { authorization: `Bearer ${TOKEN}` } },
  );
  expect(res.status).toBe(200);

  const after = await callGet(basicInfo, path);
  expect(after.body.product.min_price).toBe(2500);
  expect(revalidated).toEqual(
    expect.arrayContaining([
      `product:${t.ids.mriBrain.randomId}:city:hyderabad`,
      'city:hyderabad:prices',
    ]),
  );
});
