import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { sitemapPart, sitemapRoot } from './sitemap';

const scenario = setUpScenarioDb();
const SITE = 'https://diagnobook.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

it('lists the site pages, then every product page that has a centre in its city', async () => {
  const { hyderabad, pune } = scenario.ids;
  const xml = await sitemapRoot(scenario.db.db, SITE);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(locs(xml)).toEqual([
    `${SITE}/`,
    `${SITE}/hyderabad/`,
    `${SITE}/scans/?city_id=${hyderabad}`,
    `${SITE}/pune/`,
    `${SITE}/scans/?city_id=${pune}`,
    // Partner organisations in each city they serve (Alpha is in both).
    `${SITE}/partners/alpha-imaging/hyderabad/`,
    `${SITE}/partners/beta-scans/hyderabad/`,
    `${SITE}/partners/delta-labs/hyderabad/`,
    `${SITE}/partners/gamma-diagnostics/hyderabad/`,
    `${SITE}/partners/zeta-imaging/hyderabad/`,
    `${SITE}/partners/alpha-imaging/pune/`,
    `${SITE}/deal/hc_499_tvhr_0_33/`,
    `${SITE}/hyderabad/mri-brain/${scenario.ids.mriBrain.randomId}/`,
    `${SITE}/hyderabad/mri-knee/${scenario.ids.mriKnee.randomId}/`,
    `${SITE}/hyderabad/cbc/${scenario.ids.cbc.randomId}/`,
    `${SITE}/pune/mri-spine/${scenario.ids.mriSpine.randomId}/`,
  ]);
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

it('becomes an index of files once the addresses pass the limit, in the same order', async () => {
  const all = locs(await sitemapRoot(scenario.db.db, SITE));
  const index = await sitemapRoot(scenario.db.db, SITE, 5); // 16 addresses, 5 per file
  expect(index).toContain('<sitemapindex');
  expect(locs(index)).toEqual([0, 1, 2, 3].map((i) => `${SITE}/sitemaps/${i}.xml`));
  const parts = await Promise.all([0, 1, 2, 3].map((i) => sitemapPart(scenario.db.db, SITE, i, 5)));
  expect(parts.flatMap((p) => locs(p!))).toEqual(all);
  expect(await sitemapPart(scenario.db.db, SITE, 4, 5)).toBeNull();
  expect(await sitemapPart(scenario.db.db, SITE, -1, 5)).toBeNull();
});
