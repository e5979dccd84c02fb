import { createTestDb, type TestDb } from '@/lib/db/testing';
import { hyderabadScenario, type HyderabadScenario } from '@/lib/testing/catalog-scenario';
import { listCentrePrices, updateCentrePrice } from './price-admin';
import { getPriceSummary } from './prices';

let t: TestDb;
let ids: HyderabadScenario;
beforeAll(async () => {
  t = await createTestDb();
  ids = await hyderabadScenario(t.db);
});
afterAll(async () => {
  await t?.close();
});

it('lists centre prices cheapest first', async () => {
  const rows = await listCentrePrices(t.db, ids.mriBrain.id, ids.hyderabad);
  expect(rows.map((r) => r.price)).toEqual([2800, 3000, 3000, 3000, 3000, 3500]);
  expect(rows[0]).toMatchObject({ centre_id: ids.centres.d1.id, list_price: 4000 });
});

it('updates a price and says which product and city changed', async () => {
  const changed = await updateCentrePrice(t.db, {
    centreId: ids.centres.a2.id,
    productRandomId: ids.mriBrain.randomId,
    price: 2500,
    listPrice: 3600,
  });
  expect(changed).toEqual({
    randomId: ids.mriBrain.randomId,
    city: { id: ids.hyderabad, slug: 'hyderabad' },
  });
  expect((await getPriceSummary(t.db, ids.mriBrain.id, ids.hyderabad)).minPrice).toBe(2500);
});

it('changes nothing for a centre that does not offer the product', async () => {
  expect(
    await updateCentrePrice(t.db, {
      centreId: ids.centres.p1.id,
      productRandomId: ids.mriBrain.randomId,
      price: 1,
      listPrice: 2,
    }),
  ).toBeNull();
});
