import { similarProductsResponse } from '@/lib/product-page';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { apiError, callGet } from '@/lib/testing/route';
import { GET } from './route';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();
const path = (q: string) => `/api/aggregator/product_page_similar_products/?${q}`;

it('answers similar tests offered in the city, the same category first', async () => {
  const res = await callGet(
    GET,
    path(`product_random_id=${t.ids.mriBrain.randomId}&city_id=${t.ids.hyderabad}`),
  );
  expect(res.status).toBe(200);
  const body = similarProductsResponse.strict().parse(res.body);
  expect(body.similar_products.map((p) => p.product_url_slug)).toEqual(['mri-knee', 'cbc']);
});

it('answers without a city too', async () => {
  const res = await callGet(GET, path(`product_random_id=${t.ids.mriBrain.randomId}`));
  expect(similarProductsResponse.parse(res.body).similar_products).toHaveLength(3);
});

it('answers 404 for an unknown product or city, 400 for a malformed id', async () => {
  expect((await callGet(GET, path('product_random_id=zzzzzz'))).status).toBe(404);
  const city = await callGet(GET, path(`product_random_id=${t.ids.mriBrain.randomId}&city_id=777`));
  expect(apiError.parse(city.body).sub_code).toBe('city_not_found');
  const bad = await callGet(GET, path('product_random_id=../../etc'));
  expect(bad.status).toBe(400);
  expect(apiError.parse(bad.body).sub_code).toBe('invalid_parameter');
});
