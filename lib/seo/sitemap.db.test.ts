import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { sitemapPart, sitemapRoot } from './sitemap';

const scenario = setUpScenarioDb();
const SITE = 'https://diagnobook.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

it('lists the home page and every product page that has a centre in its city', async () => {
  const xml = await sitemapRoot(scenario.db.db, SITE);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(locs(xml)).toEqual([
    `${SITE}/`,
    `${SITE}/hyderabad/mri-brain/${scenario.ids.mriBrain.randomId}/`,
    `${SITE}/hyderabad/mri-knee/${scenario.ids.mriKnee.randomId}/`,
    `${SITE}/hyderabad/cbc/${scenario.ids.cbc.randomId}/`,
    `${SITE}/pune/mri-spine/${scenario.ids.mriSpine.randomId}/`,
  ]);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

it('becomes an index of files once the addresses pass the limit', async () => {
  const index = await sitemapRoot(scenario.db.db, SITE, 2); // 4 product pages, 2 per file
  expect(index).toContain('<sitemapindex');
  expect(locs(index)).toEqual([`${SITE}/sitemaps/0.xml`, `${SITE}/sitemaps/1.xml`]);
  const parts = [
    await sitemapPart(scenario.db.db, SITE, 0, 2),
    await sitemapPart(scenario.db.db, SITE, 1, 2),
  ];
  expect(parts.flatMap((p) => locs(p!))).toHaveLength(4);
  expect(await sitemapPart(scenario.db.db, SITE, 2, 2)).toBeNull();
});
