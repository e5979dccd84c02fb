import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { fixture } from '@/lib/testing/catalog-fixture';
import { listCentreOffers, loadOrganisationPage } from './organisation-page';

// The scenario is described in lib/testing/catalog-scenario.ts.
const scenario = setUpScenarioDb();

beforeAll(async () => {
  const f = fixture(scenario.db.db);
  await f.review(scenario.ids.centres.a1.id, 5, '2026-03-01T10:00:00Z', { customerName: 'Asha' });
  await f.review(scenario.ids.centres.a2.id, 4, '2026-04-01T10:00:00Z', { customerName: 'Ravi' });
  await f.review(scenario.ids.centres.p1.id, 1, '2026-05-01T10:00:00Z', { customerName: 'Pune' });
});

it('is null for an unknown organisation or city', async () => {
  expect(await loadOrganisationPage(scenario.db.db, 'nobody', 'hyderabad')).toBeNull();
  expect(await loadOrganisationPage(scenario.db.db, 'alpha-imaging', 'atlantis')).toBeNull();
});

it('gives the organisation’s centres, prices, rating and reviews in the city only', async () => {
  const page = await loadOrganisationPage(scenario.db.db, 'ALPHA-IMAGING', 'Hyderabad');
  expect(page?.organisation).toMatchObject({ name: 'Alpha Imaging', slug: 'alpha-imaging' });
  expect(page?.city.slug).toBe('hyderabad');
  expect(page?.centres.map((c) => [c.areaName, c.opensAt, c.homeService])).toEqual([
    ['Banjara Hills', '08:00:00', false],
    ['Madhapur', '08:00:00', false],
  ]);
  expect(page?.rating).toEqual({ average: 4.3, count: 20 }); // 85 / 20 from the centre totals
  expect(page?.prices.map((p) => [p.name, p.minPrice, p.maxPrice, p.centreCount])).toEqual([
    ['MRI Brain', 3000, 3500, 2],
    ['MRI Knee', 4000, 4000, 1],
  ]);
  expect(page?.reviews.reviews.map((r) => r.customer_name)).toEqual(['Ravi', 'Asha']);
  expect(page?.reviews.total_reviews_count).toBe(2);
  expect(page?.otherCities.map((c) => c.slug)).toEqual(['pune']);
});

it('is an empty page, not a missing one, where the organisation has no centre', async () => {
  const page = await loadOrganisationPage(scenario.db.db, 'beta-scans', 'pune');
  expect(page?.centres).toEqual([]);
  expect(page?.prices).toEqual([]);
  expect(page?.rating.average).toBeNull();
  expect(page?.otherCities.map((c) => c.slug)).toEqual(['hyderabad']);
});

it('lists a product’s price at each of the organisation’s centres, cheapest first', async () => {
  const { organisations, hyderabad, mriBrain, centres } = scenario.ids;
  expect(
    await listCentreOffers(scenario.db.db, organisations.alpha.id, hyderabad, mriBrain.id),
  ).toEqual([
    { centreId: centres.a1.id, price: 3000, listPrice: 4000, homeService: false },
    { centreId: centres.a2.id, price: 3500, listPrice: 5000, homeService: false },
  ]);
});
