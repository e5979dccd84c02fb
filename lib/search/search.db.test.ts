import { and, eq, sql } from 'drizzle-orm';
import { centrePrices, centres as centreTable, products } from '@/lib/db/schema';
import { listCityProducts } from '@/lib/catalog/products';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { listAreaOffers, normaliseQuery, searchProducts, searchStatement } from './index';

// The scenario is described in lib/testing/catalog-scenario.ts; CBC gets its real names here.
const scenario = setUpScenarioDb();

beforeAll(async () => {
  await scenario.db.db
    .update(products)
    .set({
      name: 'CBC (Complete Blood Count)',
      aliases: ['Complete Blood Count', 'Hemogram', 'CBC Test'],
    })
    .where(eq(products.id, scenario.ids.cbc.id));
});

const names = async (cityId: number, query: string) =>
  (await searchProducts(scenario.db.db, cityId, query)).map((h) => h.name);

describe('searchProducts', () => {
  it('takes which tests the city offers, and their prices, from the catalogue it is given', async () => {
    const { db } = scenario.db;
    const city = scenario.ids.hyderabad;
    const catalogue = await listCityProducts(db, city);
    const mri = catalogue.find((p) => p.randomId === scenario.ids.mriBrain.randomId)!;
    // The page's cached catalogue: what it holds is what a result says, and only its tests come.
    const offered = [{ ...mri, minPrice: 2000, centreCount: 7 }];
    const hits = await searchProducts(db, city, 'mri', { offered });
    expect(hits.map((h) => [h.randomId, h.minPrice, h.centreCount])).toEqual([
      [mri.randomId, 2000, 7],
    ]);
    expect(await searchProducts(db, city, 'mri', { offered: [] })).toEqual([]);
  });

  it('finds MRI Brain from a typo, with its price range and cheapest centres in the city', async () => {
    const [first] = await searchProducts(scenario.db.db, scenario.ids.hyderabad, 'mri brian');
    expect(first).toMatchObject({
      name: 'MRI Brain',
      randomId: scenario.ids.mriBrain.randomId,
      category: { code: 'mri', name: 'MRI' },
      minPrice: 2800,
      maxPrice: 3500,
      centreCount: 6,
    });
    // The cheapest five of its six centres: the rest are on its page.
    expect(first!.centres.map((c) => c.price)).toEqual([2800, 3000, 3000, 3000, 3000]);
    expect(first!.centres[0]).toMatchObject({
      id: scenario.ids.centres.d1.id,
      organisation: { name: 'Delta Labs', slug: 'delta-labs' },
      areaId: scenario.ids.centres.d1.areaId,
      homeService: false,
    });
  });

  it('keeps, of the centres tied at the last price shown, those whose names come first', async () => {
    const { centres, hyderabad, mriBrain } = scenario.ids;
    const db = scenario.db.db;
    const rename = (id: number, name: string) =>
      db.update(centreTable).set({ name }).where(eq(centreTable.id, id));
    const reprice = (price: number) =>
      db
        .update(centrePrices)
        .set({ price })
        .where(
          and(eq(centrePrices.centreId, centres.a2.id), eq(centrePrices.productId, mriBrain.id)),
        );
    // Five centres at 3000 for four places after the cheapest: the name decides, whatever order
    // the rows were made in.
    await reprice(3000);
    await rename(centres.g1.id, 'Aarogya Kukatpally');
    await rename(centres.a1.id, 'Zenith Banjara Hills');
    try {
      const [first] = await searchProducts(db, hyderabad, 'mri brain');
      expect(first!.centres.map((c) => c.id)).toEqual([
        centres.d1.id,
        centres.g1.id,
        ...[centres.a2, centres.b1, centres.z1].map((c) => c.id),
      ]);
    } finally {
      await reprice(3500);
      await rename(centres.g1.id, centres.g1.name);
      await rename(centres.a1.id, centres.a1.name);
    }
  });

  it('finds CBC from “complete blood count”, and from an alias, which it names when new', async () => {
    const [cbc] = await searchProducts(
      scenario.db.db,
      scenario.ids.hyderabad,
      'complete blood count',
    );
    expect(cbc).toMatchObject({ name: 'CBC (Complete Blood Count)', matchedAlias: null });
    const [hit] = await searchProducts(scenario.db.db, scenario.ids.hyderabad, 'HEMOGRAM');
    expect(hit).toMatchObject({ name: 'CBC (Complete Blood Count)', matchedAlias: 'Hemogram' });
    expect(hit!.centres).toHaveLength(1);
    expect(hit!.centres[0]!.homeService).toBe(true);
  });

  it('puts the closest name first', async () => {
    expect(await names(scenario.ids.hyderabad, 'mri knee')).toEqual(['MRI Knee']);
    expect(await names(scenario.ids.hyderabad, 'mri')).toEqual(['MRI Brain', 'MRI Knee']);
  });

  it('returns only tests offered in the city', async () => {
    expect(await names(scenario.ids.hyderabad, 'mri spine')).not.toContain('MRI Spine');
    expect(await names(scenario.ids.pune, 'mri spine')).toEqual(['MRI Spine']);
  });

  it('returns nothing for an empty, too short or unmatched query', async () => {
    for (const query of ['', '   ', 'm', 'zzzzqqqq', '%_%']) {
      expect(await names(scenario.ids.hyderabad, query)).toEqual([]);
    }
  });

  it('follows a product’s names when they change (the trigger of migration 0002)', async () => {
    await scenario.db.db
      .update(products)
      .set({ aliases: ['Knee Joint MRI'] })
      .where(eq(products.id, scenario.ids.mriKnee.id));
    expect(await names(scenario.ids.hyderabad, 'knee joint')).toEqual(['MRI Knee']);
  });
});

it('normalises the query: spaces collapsed, bounded, empty when too short', () => {
  expect(normaliseQuery('  mri \n  brain ')).toBe('mri brain');
  expect(normaliseQuery('x')).toBe('');
  expect(normaliseQuery('a'.repeat(100))).toHaveLength(64);
});

// Last in the file: it adds 5,000 products (10,000 terms). The seeded catalogue has about 630
// terms, few enough that the planner rightly reads them all; from a few thousand it must use
// the trigram index. Runs on PGlite and, in CI, on PostgreSQL 15 (TEST_DATABASE_URL).
it('answers from the trigram index, not a sequential scan of the terms', async () => {
  const db = scenario.db.db;
  await db.execute(sql`
    insert into products (random_id, name, url_slug, category_id, aliases, is_fasting_required,
      faqs, home_service_allowed, show_night_pricing, report_hours, popularity)
    select 'x' || lpad(g::text, 5, '0'), 'Panel ' || md5(g::text), 'panel-' || g,
      ${scenario.ids.cbc.categoryId}, array['Assay ' || md5((g * 7)::text)], false, '[]'::jsonb,
      false, false, 24, 1
    from generate_series(1, 5000) g`);
  // VACUUM brings the GIN index's own statistics up to date, as autovacuum would.
  await db.execute(sql`vacuum analyze product_search_terms`);
  // PGlite and node-postgres both answer { rows }.
  const { rows } = (await db.execute(
    sql`explain ${searchStatement(db, 'mri brian')}`,
  )) as unknown as { rows: Record<string, string>[] };
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  expect(plan).toContain('Bitmap Index Scan on product_search_terms_trgm_idx');
  expect(plan).not.toMatch(/Seq Scan on product_search_terms/);
  expect(await names(scenario.ids.hyderabad, 'mri brian')).toContain('MRI Brain');
});

describe('listAreaOffers', () => {
  it('lists every centre of one area for each product, cheapest first, leaving out the products not offered there', async () => {
    const { centres, mriBrain, cbc } = scenario.ids;
    const found = await listAreaOffers(scenario.db.db, scenario.ids.hyderabad, centres.a2.areaId, [
      mriBrain.randomId,
      cbc.randomId,
      'nosuch',
    ]);
    expect(found!.area).toMatchObject({
      id: centres.a2.areaId,
      name: 'Madhapur',
      citySlug: 'hyderabad',
    });
    const offers = found!.offers;
    expect([...offers.keys()]).toEqual([mriBrain.randomId]);
    expect(offers.get(mriBrain.randomId)!.map((c) => [c.id, c.price])).toEqual([
      [centres.b1.id, 3000],
      [centres.a2.id, 3500],
    ]);
    expect(
      (await listAreaOffers(scenario.db.db, scenario.ids.hyderabad, centres.a2.areaId, []))!.offers,
    ).toEqual(new Map());
    // An area of another city is none of this one's.
    expect(
      await listAreaOffers(scenario.db.db, scenario.ids.hyderabad, centres.p1.areaId, [
        mriBrain.randomId,
      ]),
    ).toBeNull();
  });
});
