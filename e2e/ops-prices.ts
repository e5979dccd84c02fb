// A test's price change through the operations API (/api/ops/prices/, docs/api.md), as the journeys
// that watch a cached page or picture follow it.
import type { APIRequestContext } from '@playwright/test';
import { CITIES } from '../lib/db/seed/data/cities';
import { E2E_OPS_TOKEN } from '../playwright.config';

export const HYDERABAD = CITIES.findIndex((c) => c.slug === 'hyderabad') + 1;
const auth = { authorization: `Bearer ${E2E_OPS_TOKEN}` };

export interface CentrePrice {
  centre_id: number;
  price: number;
  list_price: number;
}

/** The cheapest centre's price of a test in Hyderabad, and a way to set that centre's price. */
export async function cheapestInHyderabad(request: APIRequestContext, randomId: string) {
  const list = await (
    await request.get('/api/ops/prices/', {
      headers: auth,
      params: { product_random_id: randomId, city_id: HYDERABAD },
    })
  ).json();
  const cheapest = list.centre_prices[0] as CentrePrice;
  const set = (price: number, listPrice = cheapest.list_price) =>
    request.post('/api/ops/prices/', {
      headers: auth,
      data: {
        centre_id: cheapest.centre_id,
        product_random_id: randomId,
        price,
        list_price: listPrice,
      },
    });
  return { cheapest, set };
}
