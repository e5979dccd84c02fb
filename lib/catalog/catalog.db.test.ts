import { eq } from 'drizzle-orm';
import { centres, organisations } from '@/lib/db/schema';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { getCityBySlug, listAreas, listCities } from './cities';
import {
  getPriceSummary,
  listAreaPrices,
  listPartnerOrganisations,
  lowestPriceAreas,
} from './prices';
import { getProductByRandomId, listCityProducts, listSimilarProducts } from './products';

// The scenario is described in lib/testing/catalog-scenario.ts.
const scenario = setUpScenarioDb();

it('runs on the database this run asked for (PostgreSQL when TEST_DATABASE_URL is set)', () => {
  expect(scenario.db.kind).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
});

describe('cities and areas', () => {
  it('lists cities in their order and finds one by slug in any letter case', async () => {
    expect((await listCities(scenario.db.db)).map((c) => c.name)).toEqual(['Hyderabad', 'Pune']);
    expect((await getCityBySlug(scenario.db.db, 'HYDERABAD'))?.id).toBe(scenario.ids.hyderabad);
    expect(await getCityBySlug(scenario.db.db, 'atlantis')).toBeNull();
  });

  it('lists the areas of a city by name', async () => {
    expect(
      (await listAreas(scenario.db.db, scenario.ids.hyderabad)).map((a) => [a.name, a.urlSlug]),
    ).toEqual([
      ['Abids', 'abids'],
      ['Banjara Hills', 'banjara-hills'],
      ['Kukatpally', 'kukatpally'],
      ['Madhapur', 'madhapur'],
    ]);
  });
});

describe('price summary', () => {
  it('gives min, max and centre count of a product in a city', async () => {
    expect(
      await getPriceSummary(scenario.db.db, scenario.ids.mriBrain.id, scenario.ids.hyderabad),
    ).toEqual({
      minPrice: 2800,
      maxPrice: 3500,
      centreCount: 6,
      homeServiceAvailable: false,
    });
  });

  it('says home service is available when a centre offers it', async () => {
    expect(
      (await getPriceSummary(scenario.db.db, scenario.ids.cbc.id, scenario.ids.hyderabad))
        .homeServiceAvailable,
    ).toBe(true);
  });

  it('is empty, not broken, for a product with no centre in the city', async () => {
    expect(
      await getPriceSummary(scenario.db.db, scenario.ids.mriSpine.id, scenario.ids.hyderabad),
    ).toEqual({
      minPrice: null,
      maxPrice: null,
      centreCount: 0,
      homeServiceAvailable: false,
    });
  });
});

describe('partner organisations', () => {
  const mriBrainPartners = () =>
    listPartnerOrganisations(
      scenario.db.db,
      scenario.ids.mriBrain.id,
      'hyderabad',
      scenario.ids.hyderabad,
    );

  it('orders by lowest price, then rating, then name (ties)', async () => {
    const rows = await mriBrainPartners();
    expect(rows.map((r) => r.name)).toEqual([
      'Delta Labs', // cheapest
      'Beta Scans', // 3000, rating 4.8
      'Alpha Imaging', // 3000, 4.25, name before Zeta
      'Zeta Imaging', // 3000, 4.25
      'Gamma Diagnostics', // 3000, no reviews last
    ]);
  });

  it('aggregates an organisation over its centres in the city', async () => {
    const rows = await mriBrainPartners();
    expect(rows.find((r) => r.name === 'Alpha Imaging')).toEqual({
      id: expect.any(Number),
      slug: 'alpha-imaging',
      name: 'Alpha Imaging',
      imageUrl: '/partner-logos/alpha-imaging.svg',
      organisationPageUrl: '/partners/alpha-imaging/hyderabad/',
      locationsCount: 2, // the Pune centre does not count
      minPrice: 3000,
      maxPrice: 3500,
      discountPercent: 30, // the larger of 25% and 30%
      rating: 4.3, // 85 / 20 = 4.25, one decimal
      ratingCount: 20,
      reportRecord: null,
    });
    expect(rows.find((r) => r.name === 'Gamma Diagnostics')?.rating).toBeNull();
  });

  it('moves a partner that keeps its report promise up its price band, and shows its record', async () => {
    const centreIds = async (name: string) =>
      (
        await scenario.db.db
          .select({ id: centres.id })
          .from(centres)
          .innerJoin(organisations, eq(organisations.id, centres.organisationId))
          .where(eq(organisations.name, name))
      ).map((c) => c.id);
    const [gamma] = await centreIds('Gamma Diagnostics');
    const [beta] = await centreIds('Beta Scans');
    const rows = await listPartnerOrganisations(
      scenario.db.db,
      scenario.ids.mriBrain.id,
      'hyderabad',
      scenario.ids.hyderabad,
      [
        { centreId: gamma!, onTime: 96, total: 100 },
        // Often late, but too few reports to count.
        { centreId: beta!, onTime: 1, total: 19 },
      ],
    );
    expect(rows.map((r) => r.name)).toEqual([
      'Delta Labs', // cheapest by more than 5%: price decides
      'Gamma Diagnostics', // 3000, keeps its promise
      'Beta Scans',
      'Alpha Imaging',
      'Zeta Imaging',
    ]);
    expect(rows[1]!.reportRecord).toEqual({ onTime: 96, total: 100 });
    expect(rows[2]!.reportRecord).toBeNull();
  });

  it('is an empty list for a product with no centre in the city', async () => {
    expect(
      await listPartnerOrganisations(
        scenario.db.db,
        scenario.ids.mriSpine.id,
        'hyderabad',
        scenario.ids.hyderabad,
      ),
    ).toEqual([]);
  });
});

describe('area based prices and lowest-price areas', () => {
  it('gives each area its cheapest price, cheapest first, ties by name', async () => {
    const rows = await listAreaPrices(
      scenario.db.db,
      scenario.ids.mriBrain.id,
      scenario.ids.hyderabad,
    );
    expect(rows.map((r) => [r.areaName, r.minPrice])).toEqual([
      ['Banjara Hills', 2800],
      ['Kukatpally', 3000],
      ['Madhapur', 3000],
    ]);
  });

  it('takes the first few as the lowest-price areas', async () => {
    const rows = await listAreaPrices(
      scenario.db.db,
      scenario.ids.mriBrain.id,
      scenario.ids.hyderabad,
    );
    expect(lowestPriceAreas(rows, 2).map((r) => r.areaName)).toEqual([
      'Banjara Hills',
      'Kukatpally',
    ]);
    expect(lowestPriceAreas([], 5)).toEqual([]);
  });

  it('is empty for a product with no centre in the city', async () => {
    expect(
      await listAreaPrices(scenario.db.db, scenario.ids.mriSpine.id, scenario.ids.hyderabad),
    ).toEqual([]);
  });
});

describe('products', () => {
  it('finds a product by random id with its category', async () => {
    const p = await getProductByRandomId(scenario.db.db, scenario.ids.mriBrain.randomId);
    expect(p).toMatchObject({
      name: 'MRI Brain',
      aliases: ['Brain MRI'],
      category: { code: 'mri' },
    });
    expect(await getProductByRandomId(scenario.db.db, 'nope00')).toBeNull();
  });

  it('suggests the same category first, most booked first, only what the city offers', async () => {
    const inCity = await listSimilarProducts(
      scenario.db.db,
      scenario.ids.mriBrain,
      scenario.ids.hyderabad,
    );
    expect(inCity.map((p) => p.name)).toEqual(['MRI Knee', 'CBC']);
    const anywhere = await listSimilarProducts(scenario.db.db, scenario.ids.mriBrain, null);
    expect(anywhere.map((p) => p.name)).toEqual(['MRI Spine', 'MRI Knee', 'CBC']);
  });

  it('lists the tests of a city with starting prices by category', async () => {
    const rows = await listCityProducts(scenario.db.db, scenario.ids.hyderabad);
    expect(rows.map((r) => [r.category.code, r.name, r.minPrice, r.centreCount])).toEqual([
      ['mri', 'MRI Brain', 2800, 6],
      ['mri', 'MRI Knee', 4000, 1],
      ['hematology', 'CBC', 300, 1],
    ]);
    expect(await listCityProducts(scenario.db.db, scenario.ids.pune)).toHaveLength(1);
  });
});

it('orders by popularity alone when asked', async () => {
  expect(
    (await listCityProducts(scenario.db.db, scenario.ids.hyderabad, 'popularity')).map(
      (p) => p.name,
    ),
  ).toEqual([
    'CBC', // popularity 1000
    'MRI Brain', // 900
    'MRI Knee', // 500
  ]);
});
