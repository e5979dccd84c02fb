import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { callGet, callPost } from '@/lib/testing/route';
import { revalidated } from '@/lib/testing/next-cache';
import { GET as basicInfo } from '@/app/api/aggregator/product_basic_info/route';
import { randomUUID } from 'node:crypto';
import { createBooking } from '@/lib/booking';
import { indiaInstant } from '@/lib/locale/india';
import { POST } from './route';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

// Monday 23 November 2026, 09:00 in India.
const NOW = new Date('2026-11-23T03:30:00Z');

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

it('a booking made right after a price change is priced at the new price', async () => {
  const product = t.ids.mriBrain.randomId;
  const centre = t.ids.centres.a2.id;
  const book = (slot: string) =>
    createBooking(
      t.db.db,
      {
        product_random_id: product,
        centre_id: centre,
        service: 'walkin',
        slot_start: slot,
        safety: NOTHING_DECLARED,
        patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: '9876543210' },
      },
      randomUUID(),
      NOW,
    );
  // The first booking fills the offer cache at the old price.
  const first = await book(indiaInstant('2026-11-24', 10 * 60).toISOString());
  await callPost(
    POST,
    '/api/ops/prices/',
    { centre_id: centre, product_random_id: product, price: 2400, list_price: 3600 },
    { headers: { authorization: `Bearer ${TOKEN}` } },
  );
  const second = await book(indiaInstant('2026-11-24', 11 * 60).toISOString());
  expect(first.booking.row.price).not.toBe(2400);
  expect(second.booking.row.price).toBe(2400);
});
