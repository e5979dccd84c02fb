import { fixture } from '@/lib/testing/catalog-fixture';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { loadDealInCity } from './city';
import { getDeal } from './index';

// The scenario (lib/testing/catalog-scenario.ts) has one home-collection centre, Delta in
// Banjara Hills; the deal's tests are added here, all in Hyderabad, none in Pune.
const scenario = setUpScenarioDb();
const deal = getDeal('hc_499_tvhr_0_33')!;

beforeAll(async () => {
  const f = fixture(scenario.db.db);
  const lab = await f.category('biochemistry', 'Biochemistry');
  for (const [i, group] of deal.groups.entries()) {
    const product = await f.product(lab.id, group.productSlug, {
      urlSlug: group.productSlug,
      randomId: `deal0${i}`, // the scenario's own fixture numbered its products already
    });
    await f.price(scenario.ids.centres.d1, product.id, 200 + i * 100, 2000, true);
  }
});

const city = (id: number, slug: string) => ({ id, slug, name: slug, state: 'Test State' });

it('adds up what the tests cost one by one in the city, and who collects at home', async () => {
  const hyderabad = await loadDealInCity(
    scenario.db.db,
    deal,
    city(scenario.ids.hyderabad, 'hyderabad'),
  );
  expect(hyderabad.homeCollectionCentres).toBe(1);
  expect(hyderabad.areasServed).toBe(1);
  expect(hyderabad.tests.map((t) => t.productSlug)).toEqual(deal.groups.map((g) => g.productSlug));
  expect(hyderabad.separateTotal).toBe(200 + 300 + 400 + 500 + 600 + 700 + 800 + 900);
});

it('has no separate total where a test is not offered', async () => {
  const pune = await loadDealInCity(scenario.db.db, deal, city(scenario.ids.pune, 'pune'));
  expect(pune.homeCollectionCentres).toBe(0);
  expect(pune.tests.every((t) => t.minPrice === null)).toBe(true);
  expect(pune.separateTotal).toBeNull();
});
