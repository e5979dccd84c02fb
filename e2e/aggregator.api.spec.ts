// Contract tests over HTTP against the production server: every field name and type is
// checked against the zod schemas the route handlers answer with, and every failure
// against the shared error shape.
import { expect, test, type APIRequestContext } from './fixtures';
import { callMeResponse } from '../lib/call-me/contract';
import { conversationLogResponse } from '../lib/chat/contract';
import { productBasicInfoResponse, similarProductsResponse } from '../lib/product-page/contract';
import { customerCenterReviewsResponse } from '../lib/reviews/contract';
import { CITIES } from '../lib/db/seed/data/cities';
import { apiError } from '../lib/testing/api-error';

// The seed numbers cities in the order of its data file.
const HYDERABAD = CITIES.findIndex((c) => c.slug === 'hyderabad') + 1;
let mriBrain: string;

test.beforeAll(async ({ request }) => {
  const home = await (await request.get('/hyderabad/')).text();
  mriBrain = /href="\/hyderabad\/mri-brain\/([a-z0-9]{6})\/"/.exec(home)![1]!;
});

async function expectError(
  response: Awaited<ReturnType<APIRequestContext['get']>>,
  status: number,
  subCode: string,
) {
  expect(response.status()).toBe(status);
  expect(response.headers()['content-type']).toContain('application/json');
  const body = apiError.parse(await response.json());
  expect(body).toMatchObject({ error_code: status, sub_code: subCode });
  return body;
}

test.describe('GET /api/aggregator/product_basic_info/', () => {
  test('answers every field of the contract', async ({ request }) => {
    const res = await request.get('/api/aggregator/product_basic_info/', {
      params: { product_random_id: mriBrain, city_id: HYDERABAD },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('private, no-store');
    const body = productBasicInfoResponse.strict().parse(await res.json());
    expect(body.product.name).toBe('MRI Brain');
    expect(body.product.min_price).toBeLessThanOrEqual(body.product.max_price!);
    expect(body.partner_organizations.length).toBeGreaterThan(3);
    expect(body.area_based_prices[0]!.min_price).toBe(body.product.min_price);
    expect(body.areas.length).toBeGreaterThanOrEqual(28);
    expect(body.is_logged_in).toBe(false);
  });

  test('400 for missing or malformed parameters, 404 for unknown ones', async ({ request }) => {
    const url = '/api/aggregator/product_basic_info/';
    await expectError(await request.get(url), 400, 'invalid_parameter');
    await expectError(
      await request.get(url, { params: { product_random_id: mriBrain, city_id: 'one' } }),
      400,
      'invalid_parameter',
    );
    await expectError(
      await request.get(url, { params: { product_random_id: 'zzzzzz', city_id: HYDERABAD } }),
      404,
      'product_not_found',
    );
    await expectError(
      await request.get(url, { params: { product_random_id: mriBrain, city_id: 9999 } }),
      404,
      'city_not_found',
    );
  });
});

test.describe('GET /api/aggregator/customer_center_reviews/', () => {
  test('answers the first reviews and pages the full list', async ({ request }) => {
    const url = '/api/aggregator/customer_center_reviews/';
    const params = { city_id: HYDERABAD, product_random_id: mriBrain };
    const first = customerCenterReviewsResponse
      .strict()
      .parse(await (await request.get(url, { params })).json());
    expect(first.reviews).toHaveLength(first.no_of_reviews_to_show_on_initial_load);
    expect(first.total_reviews_count).toBeGreaterThan(1000);
    const page1 = customerCenterReviewsResponse.parse(
      await (await request.get(url, { params: { ...params, show_all_reviews: 'true' } })).json(),
    );
    expect(page1.reviews).toHaveLength(20);
    const page2 = customerCenterReviewsResponse.parse(
      await (
        await request.get(url, {
          params: { ...params, show_all_reviews: 'true', cursor: page1.next_cursor! },
        })
      ).json(),
    );
    expect(page2.reviews[0]!.created <= page1.reviews[19]!.created).toBe(true);
    for (const review of [...page1.reviews, ...page2.reviews]) {
      expect(review.review_partner_center_rating).toBeGreaterThanOrEqual(1);
      expect(review.review_partner_center_rating).toBeLessThanOrEqual(5);
    }
  });

  test('400 without a scope or with a forged cursor, 404 for an unknown centre', async ({
    request,
  }) => {
    const url = '/api/aggregator/customer_center_reviews/';
    await expectError(await request.get(url), 400, 'invalid_parameter');
    await expectError(
      await request.get(url, {
        params: { city_id: HYDERABAD, show_all_reviews: 'true', cursor: 'Zm9yZ2Vk' },
      }),
      400,
      'invalid_cursor',
    );
    await expectError(
      await request.get(url, { params: { partner_center_id: 999999 } }),
      404,
      'centre_not_found',
    );
  });
});

test.describe('GET /api/aggregator/product_page_similar_products/', () => {
  test('answers similar tests, MRI first for an MRI', async ({ request }) => {
    const res = await request.get('/api/aggregator/product_page_similar_products/', {
      params: { product_random_id: mriBrain, city_id: HYDERABAD },
    });
    const body = similarProductsResponse.strict().parse(await res.json());
    expect(body.similar_products.length).toBeGreaterThan(3);
    expect(body.similar_products[0]!.name).toMatch(/^MR/);
  });

  test('404 for an unknown product', async ({ request }) => {
    await expectError(
      await request.get('/api/aggregator/product_page_similar_products/', {
        params: { product_random_id: 'zzzzzz' },
      }),
      404,
      'product_not_found',
    );
  });
});

test.describe('POST /api/aggregator/call_me/', () => {
  const url = '/api/aggregator/call_me/';

  test('stores a lead and answers success', async ({ request, baseURL }) => {
    const res = await request.post(url, {
      data: {
        call_me_number: '+91 94400 12345',
        source: `${baseURL}/hyderabad/mri-brain/${mriBrain}/`,
      },
    });
    expect(res.status()).toBe(200);
    const before = Date.now();
    const answer = callMeResponse.strict().parse(await res.json());
    expect(answer).toMatchObject({ success: true, do_not_call: false });
    // A promise: within 15 minutes in call hours, else an hour after they next open.
    const promised = Date.parse(answer.call_by!) - before;
    expect(promised).toBeGreaterThan(0);
    expect(promised).toBeLessThanOrEqual(25 * 3_600_000);
  });

  test('400, 413, 415 and 405 in the error shape', async ({ request }) => {
    await expectError(
      await request.post(url, { data: { call_me_number: '12345', source: '/' } }),
      400,
      'invalid_parameter',
    );
    await expectError(
      await request.post(url, {
        data: { call_me_number: '9440012345', source: `/${'x'.repeat(20_000)}` },
      }),
      413,
      'body_too_large',
    );
    await expectError(
      await request.post(url, { form: { call_me_number: '9440012345', source: '/' } }),
      415,
      'unsupported_media_type',
    );
    await expectError(await request.get(url), 405, 'method_not_allowed');
  });

  test('429 with Retry-After once a number asks too often', async ({ request }) => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await request.post(url, { data: { call_me_number: '9700000006', source: '/' } });
      statuses.push(res.status());
      if (res.status() === 429) {
        await expectError(res, 429, 'rate_limited');
        expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

test.describe('POST /api/whatsapp/conversation_log/', () => {
  test('answers the stored conversation id', async ({ request }) => {
    const res = await request.post('/api/whatsapp/conversation_log/', {
      data: {
        source_page_name: 'product_page',
        third_party_flow_name: 'Product page Autobot Flow',
      },
    });
    expect(res.status()).toBe(200);
    const body = conversationLogResponse.strict().parse(await res.json());
    expect(body.active_conversation_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  test('400 for a bad page name', async ({ request }) => {
    await expectError(
      await request.post('/api/whatsapp/conversation_log/', {
        data: { source_page_name: 'x y', third_party_flow_name: 'f' },
      }),
      400,
      'invalid_parameter',
    );
  });
});

test('an unknown API address is a 404 in the error shape', async ({ request }) => {
  await expectError(await request.get('/api/aggregator/nothing_here/'), 404, 'unknown_endpoint');
});
