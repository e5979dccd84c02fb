import { createTestDb, type TestDb } from '@/lib/db/testing';
import { hyderabadScenario, type HyderabadScenario } from '@/lib/testing/catalog-scenario';
import { sitemapPart, sitemapRoot } from './sitemap';

let t: TestDb;
let ids: HyderabadScenario;
const SITE = 'https://diagnobook.example';

beforeAll(async () => {
  t = await createTestDb();
  ids = await hyderabadScenario(t.db);
});
afterAll(async () => {
  await t?.close();
});

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

it('lists the home page and every product page that has a centre in its city', async () => {
  const xml = await sitemapRoot(t.db, SITE);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(locs(xml)).toEqual([
    `${SITE}/`,
    `${SITE}/hyderabad/mri-brain/${ids.mriBrain.randomId}/`,
    `${SITE}/hyderabad/mri-knee/${ids.mriKnee.randomId}/`,
    `${SITE}/hyderabad/cbc/${ids.cbc.randomId}/`,
    `${SITE}/pune/mri-spine/${ids.mriSpine.randomId}/`,
  ]);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

it('becomes an index of files once the addresses pass the limit', async () => {
  const index = await sitemapRoot(t.db, SITE, 2); // 4 product pages, 2 per file
  expect(index).toContain('<sitemapindex');
  expect(locs(index)).toEqual([`${SITE}/sitemaps/0.xml`, `${SITE}/sitemaps/1.xml`]);
  const parts = [await sitemapPart(t.db, SITE, 0, 2), await sitemapPart(t.db, SITE, 1, 2)];
  expect(parts.flatMap((p) => locs(p!))).toHaveLength(4);
  expect(await sitemapPart(t.db, SITE, 2, 2)).toBeNull();
});
