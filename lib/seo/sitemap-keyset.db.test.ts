// The sitemap's files as served, read by keyset from a cached plan and streamed, against a
// plain reading of every page in order: split anywhere, the files are that list's slices, byte
// for byte as urlsetXml writes them.
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { centrePrices, cities, products } from '@/lib/db/schema';
import { productPath } from '@/lib/catalog/urls';
import { cityPricesTag } from '@/lib/catalog/cache-tags';
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { fixture } from '@/lib/testing/catalog-fixture';
import {
  listSitePages,
  sitemapFileChunks,
  sitemapIndexOf,
  sitemapPart,
  sitemapPlan,
  sitemapRoot,
  urlsetXml,
  xmlStream,
  type SitemapEntry,
} from './sitemap';
import { sitemapProblems } from './sitemap-schema/validate';

// The cached plan's database: this file's, whichever registry asks (see freshCache).
const mockDatabase: { db?: Db } = {};
jest.mock('@/lib/db', () => ({ getDb: async () => mockDatabase.db }));
jest.mock('next/cache', () => jest.requireActual('@/lib/testing/tagged-next-cache'));

const scenario = setUpScenarioDb();
const SITE = 'https://diagnobook.example';

// More pages than the scenario's four: a third city, and tests priced in some cities only, so
// that files start and end inside a city, at a city's edge and among the site pages.
beforeAll(async () => {
  const db = (mockDatabase.db = scenario.db.db);
  const f = fixture(db);
  const chennai = await f.city('Chennai');
  await db.update(cities).set({ sortOrder: 99 }).where(eq(cities.id, chennai.id));
  const adyar = await f.area(chennai.id, 'Adyar');
  const c1 = await f.centre(scenario.ids.organisations.beta.id, adyar);
  const { d1, p1 } = scenario.ids.centres;
  const mri = scenario.ids.mriBrain.categoryId;
  for (let i = 1; i <= 7; i++) {
    const p = await f.product(mri, `Keyset Scan ${i}`, {
      randomId: `ks${String(i).padStart(4, '0')}`,
    });
    if (i % 2 === 1) await f.price(d1, p.id, 1000 + i, 2000);
    if (i % 3 === 0) await f.price(p1, p.id, 1000 + i, 2000);
    await f.price(c1, p.id, 1000 + i, 2000);
  }
});

/** Every page in the sitemap's order, read plainly: the site pages, then the product pages. */
async function everyPage(db: Db): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      city: cities.slug,
      urlSlug: products.urlSlug,
      randomId: products.randomId,
      last: sql<string>`max(${centrePrices.updatedAt})`,
    })
    .from(centrePrices)
    .innerJoin(products, eq(products.id, centrePrices.productId))
    .innerJoin(cities, eq(cities.id, centrePrices.cityId))
    .groupBy(cities.id, products.id)
    .orderBy(asc(cities.sortOrder), asc(cities.id), asc(products.id));
  return [
    ...(await listSitePages(db)),
    ...rows.map((r) => ({
      path: productPath(r.city, r.urlSlug, r.randomId),
      lastModified: new Date(r.last),
    })),
  ];
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);

it('one file is urlsetXml of every page', async () => {
  const pages = await everyPage(scenario.db.db);
  expect(pages.length).toBeGreaterThan(25);
  expect(await sitemapRoot(scenario.db.db, SITE)).toBe(urlsetXml(SITE, pages));
});

it.each([3, 6, 12, 15, 21, 36, 60])(
  'at %i addresses a file, the files are every page split in order, byte for byte',
  async (addressLimit) => {
    const db = scenario.db.db;
    const pages = await everyPage(db);
    const perFile = addressLimit / 3;
    const files = Math.ceil(pages.length / perFile);
    const index = await sitemapRoot(db, SITE, addressLimit);
    expect(locs(index)).toEqual([...Array(files).keys()].map((i) => `${SITE}/sitemaps/${i}.xml`));
    const plan = await sitemapPlan(db, addressLimit);
    for (let file = 0; file < files; file++) {
      const slice = pages.slice(file * perFile, (file + 1) * perFile);
      expect(await sitemapPart(db, SITE, file, addressLimit)).toBe(urlsetXml(SITE, slice));
      // Batches of two pages: every city's edge and keyset step is crossed.
      const chunks = sitemapFileChunks(db, SITE, plan, file, 2)!;
      expect(await new Response(xmlStream(chunks)).text()).toBe(urlsetXml(SITE, slice));
    }
    expect(sitemapFileChunks(db, SITE, plan, files)).toBeNull();
    expect(sitemapFileChunks(db, SITE, plan, -1)).toBeNull();
    expect(sitemapFileChunks(db, SITE, plan, 0.5)).toBeNull();
  },
);

it('streams a file in chunks, each read only as the one before is taken', async () => {
  const db = scenario.db.db;
  const plan = await sitemapPlan(db, 60);
  const reader = xmlStream(sitemapFileChunks(db, SITE, plan, 0, 4)!).getReader();
  const sizes: number[] = [];
  for (let r = await reader.read(); !r.done; r = await reader.read()) sizes.push(r.value.length);
  // The opening, the site pages by four, the product pages by four (each city apart), the end.
  expect(sizes.length).toBeGreaterThan(6);
  expect(Math.max(...sizes)).toBeLessThan(4 * 3 * 600);
});

it('each file of an index validates against the schema', async () => {
  const db = scenario.db.db;
  const plan = await sitemapPlan(db, 15);
  expect(await sitemapProblems(sitemapIndexOf(plan, SITE)!, 'siteindex.xsd')).toEqual([]);
  for (let file = 0; file < plan.files.length; file++) {
    expect(await sitemapProblems((await sitemapPart(db, SITE, file, 15))!, 'urlset.xsd')).toEqual(
      [],
    );
  }
});

it('a plan made before pages were added lists no page twice and overfills no file', async () => {
  const db = scenario.db.db;
  const plan = await sitemapPlan(db, 12);
  // New pages in the first city and the last, after the plan was made.
  const f = fixture(db);
  const late = await f.product(scenario.ids.mriBrain.categoryId, 'Late Scan', {
    randomId: 'late01',
  });
  const early = await f.product(scenario.ids.mriBrain.categoryId, 'Early Scan', {
    randomId: 'early1',
  });
  await f.price(scenario.ids.centres.a1, late.id, 900, 1000);
  await f.price(scenario.ids.centres.a1, early.id, 900, 1000);
  const served: string[] = [];
  for (let file = 0; file < plan.files.length; file++) {
    const xml = await new Response(xmlStream(sitemapFileChunks(db, SITE, plan, file, 2)!)).text();
    expect(locs(xml).length).toBeLessThanOrEqual(12);
    served.push(...locs(xml));
  }
  expect(new Set(served).size).toBe(served.length);
  await db.delete(centrePrices).where(eq(centrePrices.productId, late.id));
  await db.delete(centrePrices).where(eq(centrePrices.productId, early.id));
});

/**
 * The cached plan and the price change's revalidation, loaded afresh: the setup file loaded
 * the cache module (lib/testing/jest-setup.ts) before this file's mocks, with the real database
 * and Next's cache as Jest has it, which keeps nothing.
 */
function freshCache() {
  let loaded: {
    cachedSitemapPlan: typeof import('./sitemap').cachedSitemapPlan;
    productPricesChanged: typeof import('@/lib/catalog/cache-tags').productPricesChanged;
    revalidated: string[];
  };
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- loaded in the isolated registry */
    loaded = {
      cachedSitemapPlan: (require('./sitemap') as typeof import('./sitemap')).cachedSitemapPlan,
      productPricesChanged: (
        require('@/lib/catalog/cache-tags') as typeof import('@/lib/catalog/cache-tags')
      ).productPricesChanged,
      revalidated: (require('next/cache') as { revalidated: string[] }).revalidated,
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return loaded!;
}

it('keeps the plan cached until a price change revalidates its city: the lastmod moves', async () => {
  const db = scenario.db.db;
  const { mriSpine, pune } = scenario.ids;
  const { cachedSitemapPlan, productPricesChanged, revalidated } = freshCache();
  await db.update(centrePrices).set({ updatedAt: new Date('2026-01-05T10:00:00Z') });
  const before = sitemapIndexOf(await cachedSitemapPlan(15), SITE)!;
  expect(before).toContain('<lastmod>2026-01-05</lastmod>');

  await db
    .update(centrePrices)
    .set({ updatedAt: new Date('2026-03-09T10:00:00Z') })
    .where(eq(centrePrices.productId, mriSpine.id));
  // Unannounced, the change is not seen: the plan is served from the cache.
  expect(sitemapIndexOf(await cachedSitemapPlan(15), SITE)).toBe(before);

  productPricesChanged(mriSpine.randomId, { id: pune, slug: 'pune' });
  expect(revalidated).toContain(cityPricesTag('pune'));
  const after = sitemapIndexOf(await cachedSitemapPlan(15), SITE)!;
  expect(after).not.toBe(before);
  // The files that moved are those of the pages that show the price: the test's page in Pune,
  // Pune's city page and its partner's page, and no other.
  const shows = [
    `/pune/`,
    `/partners/alpha-imaging/pune/`,
    `/pune/mri-spine/${mriSpine.randomId}/`,
  ];
  const lastmods = (xml: string) => [...xml.matchAll(/<lastmod>([^<]+)</g)].map((m) => m[1]);
  const was = lastmods(before);
  const moved = lastmods(after).flatMap((d, i) => (d === was[i] ? [] : [[i, d]]));
  const holding: [number, string][] = [];
  for (let file = 0; file < was.length; file++) {
    const xml = (await sitemapPart(db, SITE, file, 15))!;
    if (shows.some((path) => xml.includes(`<loc>${SITE}${path}</loc>`))) {
      holding.push([file, '2026-03-09']);
    }
  }
  expect(holding.length).toBeGreaterThan(1);
  expect(moved).toEqual(holding);
});
