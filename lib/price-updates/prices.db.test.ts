import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { listCentrePrices, updateCentrePrice } from './prices';
import { getPriceSummary } from '@/lib/catalog/prices';

const scenario = setUpScenarioDb();

it('lists centre prices cheapest first', async () => {
  const rows = await listCentrePrices(
    scenario.db.db,
    scenario.ids.mriBrain.id,
    scenario.ids.hyderabad,
  );
  expect(rows.map((r) => r.price)).toEqual([2800, 3000, 3000, 3000, 3000, 3500]);
  expect(rows[0]).toMatchObject({ centre_id: scenario.ids.centres.d1.id, list_price: 4000 });
});

it('updates a price and says which product and city changed', async () => {
  const changed = await updateCentrePrice(scenario.db.db, {
    centreId: scenario.ids.centres.a2.id,
    productRandomId: scenario.ids.mriBrain.randomId,
    price: 2500,
    listPrice: 3600,
  });
  expect(changed).toEqual({
    randomId: scenario.ids.mriBrain.randomId,
    city: { id: scenario.ids.hyderabad, slug: 'hyderabad' },
  });
  expect(
    (await getPriceSummary(scenario.db.db, scenario.ids.mriBrain.id, scenario.ids.hyderabad))
      .minPrice,
  ).toBe(2500);
});

it('changes nothing for a centre that does not offer the product', async () => {
  expect(
    await updateCentrePrice(scenario.db.db, {
      centreId: scenario.ids.centres.p1.id,
      productRandomId: scenario.ids.mriBrain.randomId,
      price: 1,
      listPrice: 2,
    }),
  ).toBeNull();
});
