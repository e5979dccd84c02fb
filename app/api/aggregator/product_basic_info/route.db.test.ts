import { productBasicInfoResponse } from '@/lib/product-page';
import { hashSessionToken, SESSION_COOKIE } from '@/lib/accounts';
import { sessions, users } from '@/lib/db/schema';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { apiError, callGet } from '@/lib/testing/route';
import { GET } from './route';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();
const path = (q: string) => `/api/aggregator/product_basic_info/?${q}`;

it('answers every field of the contract for a product in a city', async () => {
  const res = await callGet(
    GET,
    path(`product_random_id=${t.ids.mriBrain.randomId}&city_id=${t.ids.hyderabad}`),
  );
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  const body = productBasicInfoResponse.strict().parse(res.body);
  expect(body.product).toMatchObject({
    name: 'MRI Brain',
    random_id: t.ids.mriBrain.randomId,
    min_price: 2800,
    max_price: 3500,
    is_home_service_available: false,
    category: 'MRI',
    url_slug: 'mri-brain',
  });
  expect(body.partner_organizations.map((p) => p.name)).toEqual([
    'Delta Labs',
    'Beta Scans',
    'Alpha Imaging',
    'Zeta Imaging',
    'Gamma Diagnostics',
  ]);
  expect(body.partner_organizations[2]).toMatchObject({
    locations_count: 2,
    discount_percent: 30,
    rating: 4.3,
    organization_page_url: '/partners/alpha-imaging/hyderabad/',
  });
  expect(body.area_based_prices).toEqual([
    expect.objectContaining({ area_name: 'Banjara Hills', min_price: 2800 }),
    expect.objectContaining({ area_name: 'Kukatpally', min_price: 3000 }),
    expect.objectContaining({ area_name: 'Madhapur', min_price: 3000 }),
  ]);
  expect(body.areas.map((a) => a.url_slug)).toEqual([
    'abids',
    'banjara-hills',
    'kukatpally',
    'madhapur',
  ]);
  // Documented defaults of the layout flags (lib/env/schema.ts).
  expect(body).toMatchObject({
    is_logged_in: false,
    customer_phone: null,
    entire_row_clickable_on_area_pricing_section: true,
    show_book_appointment_2_button_design: false,
    partner_center_row_has_locations_and_discounts: true,
    partner_center_row_with_prices: true,
    show_vhc_widget_for_home_service: true,
  });
});

it('answers an empty, not broken, body for a product no centre in the city offers', async () => {
  const res = await callGet(
    GET,
    path(`product_random_id=${t.ids.mriSpine.randomId}&city_id=${t.ids.hyderabad}`),
  );
  expect(res.status).toBe(200);
  const body = productBasicInfoResponse.parse(res.body);
  expect(body.product).toMatchObject({ min_price: null, max_price: null });
  expect(body.partner_organizations).toEqual([]);
  expect(body.area_based_prices).toEqual([]);
  expect(body.areas).toHaveLength(4);
});

it('says who is logged in from a live session cookie', async () => {
  const [user] = await t.db.db.insert(users).values({ phone: '9876501234' }).returning();
  const token = 'AbCdEfGhIjKlMnOpQrStUv';
  await t.db.db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId: user!.id,
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  const res = await callGet(
    GET,
    path(`product_random_id=${t.ids.mriBrain.randomId}&city_id=${t.ids.hyderabad}`),
    { cookie: `other=1; ${SESSION_COOKIE}=${token}` },
  );
  expect(res.body).toMatchObject({ is_logged_in: true, customer_phone: '9876501234' });
});

it.each([
  ['product_random_id=zzzzzz&city_id=1', 404, 'product_not_found'],
  ['product_random_id=PRODUCT&city_id=1', 400, 'invalid_parameter'],
  ['city_id=1', 400, 'invalid_parameter'],
  ['product_random_id=t00001&city_id=abc', 400, 'invalid_parameter'],
  ['product_random_id=t00001&city_id=99999999999', 400, 'invalid_parameter'],
])('%s answers %i %s', async (query, status, subCode) => {
  const res = await callGet(GET, path(query.replace('t00001', t.ids.mriBrain.randomId)));
  expect(res.status).toBe(status);
  expect(apiError.parse(res.body).sub_code).toBe(subCode);
});

it('answers 404 city_not_found for an unknown city', async () => {
  const res = await callGet(GET, path(`product_random_id=${t.ids.mriBrain.randomId}&city_id=4242`));
  expect(res.status).toBe(404);
  expect(apiError.parse(res.body)).toMatchObject({
    sub_code: 'city_not_found',
    reason: 'The city was not found.',
  });
});
