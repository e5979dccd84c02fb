import { customerCenterReviewsResponse, INITIAL_REVIEWS, REVIEWS_PAGE_SIZE } from '@/lib/reviews';
import { fixture } from '@/lib/testing/catalog-fixture';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { apiError, callGet } from '@/lib/testing/route';
import { GET } from './route';

jest.mock('@/lib/db', () => jest.requireActual('@/lib/testing/scenario-db').dbModule);

const t = setUpScenarioDb();
const path = (q: string) => `/api/aggregator/customer_center_reviews/?${q}`;

// 45 reviews at the Delta centre (one a day in October 2026), 3 at Alpha's Madhapur centre,
// one Covid-era review at Delta and one at the Pune centre.
beforeAll(async () => {
  const f = fixture(t.db.db);
  for (let day = 1; day <= 45; day++) {
    const date = new Date(Date.UTC(2026, 8, 15 + day, 10));
    await f.review(t.ids.centres.d1.id, (day % 5) + 1, date.toISOString(), {
      showPartnerReviews: day % 10 !== 0,
      comments:
        day === 1
          ? 'Great <b>service</b> <img src=x onerror=alert(1)>\nWill come again & again'
          : `Visit ${day}`,
    });
  }
  for (let i = 0; i < 3; i++) await f.review(t.ids.centres.a2.id, 4, `2026-11-0${i + 1}T09:00:00Z`);
  await f.review(t.ids.centres.d1.id, 5, '2021-05-01T09:00:00Z', {
    isCovid: true,
    comments: 'RT-PCR at home',
  });
  await f.review(t.ids.centres.p1.id, 3, '2026-11-05T09:00:00Z');
});

it('answers the first N reviews of the city, newest first, with the total', async () => {
  const res = await callGet(GET, path(`city_id=${t.ids.hyderabad}`));
  expect(res.status).toBe(200);
  const body = customerCenterReviewsResponse.strict().parse(res.body);
  expect(body.no_of_reviews_to_show_on_initial_load).toBe(INITIAL_REVIEWS);
  expect(body.total_reviews_count).toBe(48);
  expect(body.reviews).toHaveLength(INITIAL_REVIEWS);
  expect(body.reviews.map((r) => r.created)).toEqual([
    '2026-11-03T09:00:00.000Z',
    '2026-11-02T09:00:00.000Z',
    '2026-11-01T09:00:00.000Z',
  ]);
  expect(body.next_cursor).toBeNull();
});

it('pages through every review with show_all_reviews, each page small, none twice', async () => {
  const seen: string[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const q: string = `city_id=${t.ids.hyderabad}&show_all_reviews=true${cursor ? `&cursor=${cursor}` : ''}`;
    const body = customerCenterReviewsResponse.parse((await callGet(GET, path(q))).body);
    expect(body.reviews.length).toBeLessThanOrEqual(REVIEWS_PAGE_SIZE);
    expect(body.total_reviews_count).toBe(48);
    seen.push(...body.reviews.map((r) => r.created + r.customer_name));
    cursor = body.next_cursor;
    pages++;
  } while (cursor);
  expect(pages).toBe(3);
  expect(new Set(seen).size).toBe(48);
  expect([...seen].sort().reverse()).toEqual(seen);
});

it('narrows to a product, a centre, an organisation; covid reviews only when asked', async () => {
  const total = async (q: string) =>
    customerCenterReviewsResponse.parse((await callGet(GET, path(q))).body).total_reviews_count;
  // Every Hyderabad centre in the scenario offers MRI Brain; only Delta offers CBC.
  expect(
    await total(`city_id=${t.ids.hyderabad}&product_random_id=${t.ids.mriBrain.randomId}`),
  ).toBe(48);
  expect(await total(`city_id=${t.ids.hyderabad}&product_random_id=${t.ids.cbc.randomId}`)).toBe(
    45,
  );
  expect(await total(`partner_center_id=${t.ids.centres.a2.id}`)).toBe(3);
  expect(await total(`directory_center_id=${t.ids.organisations.alpha.id}`)).toBe(4); // Madhapur + Pune
  expect(await total(`city_id=${t.ids.hyderabad}&get_covid_reviews=true`)).toBe(1);
  expect(await total(`city_id=${t.ids.hyderabad}&show_partner_reviews=true`)).toBe(44);
});

it('sanitises comments and hides the centre name where the writer asked', async () => {
  const all: {
    review_comments: string;
    show_partner_reviews: boolean;
    partner_center_name: string | null;
  }[] = [];
  let cursor: string | null = null;
  do {
    const q: string = `partner_center_id=${t.ids.centres.d1.id}&show_all_reviews=1${cursor ? `&cursor=${cursor}` : ''}`;
    const page = customerCenterReviewsResponse.parse((await callGet(GET, path(q))).body);
    all.push(...page.reviews);
    cursor = page.next_cursor;
  } while (cursor);
  const first = all.find((r) => r.review_comments.startsWith('Great'));
  expect(first?.review_comments).toBe('Great service <br>Will come again &amp; again');
  expect(
    all.filter((r) => !r.show_partner_reviews).every((r) => r.partner_center_name === null),
  ).toBe(true);
  expect(
    all.filter((r) => r.show_partner_reviews).every((r) => r.partner_center_name !== null),
  ).toBe(true);
});

it.each([
  ['', 400, 'invalid_parameter'],
  ['city_id=1&show_all_reviews=maybe', 400, 'invalid_parameter'],
  ['city_id=1&show_all_reviews=true&cursor=bm90LWEtY3Vyc29y', 400, 'invalid_cursor'],
  ['city_id=31337', 404, 'city_not_found'],
  ['city_id=1&cursor=', 200, undefined],
  ['partner_center_id=31337', 404, 'centre_not_found'],
  ['directory_center_id=31337', 404, 'organisation_not_found'],
  ['city_id=1&product_random_id=zzzzzz', 404, 'product_not_found'],
])('%s answers %i %s', async (query, status, subCode) => {
  const res = await callGet(GET, path(query.replace('city_id=1', `city_id=${t.ids.hyderabad}`)));
  expect(res.status).toBe(status);
  if (subCode) expect(apiError.parse(res.body).sub_code).toBe(subCode);
});
