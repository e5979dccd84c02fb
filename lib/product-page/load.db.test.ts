import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { cityReportRecords } from '@/lib/catalog/report-record';
import { loadProductPage as load } from './load';

// The scenario is described in lib/testing/catalog-scenario.ts.
const scenario = setUpScenarioDb();
// The city's report records read straight from the test database, not through Next's cache.
const loadProductPage = (db: typeof scenario.db.db, city: string, id: string) =>
  load(db, city, id, (cityId) => cityReportRecords(db, cityId, new Date()));

describe('loadProductPage', () => {
  it('is null for an unknown city or product', async () => {
    expect(
      await loadProductPage(scenario.db.db, 'atlantis', scenario.ids.mriBrain.randomId),
    ).toBeNull();
    expect(await loadProductPage(scenario.db.db, 'hyderabad', 'zzzzzz')).toBeNull();
  });

  it('gives an empty, not broken, page for a product with no centre in the city', async () => {
    const page = await loadProductPage(scenario.db.db, 'hyderabad', scenario.ids.mriSpine.randomId);
    expect(page?.partners).toEqual([]);
    expect(page?.areaPrices).toEqual([]);
    expect(page?.prices.minPrice).toBeNull();
  });
});
