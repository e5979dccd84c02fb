import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { sitemapPart, sitemapRoot } from './sitemap';

const scenario = setUpScenarioDb();
const SITE = 'https://diagnobook.example';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

const inEachLanguage = (paths: string[]) =>
  paths.flatMap((path) => {
    const bare = path.slice(SITE.length);
    return [path, `${SITE}/hi${bare}`, `${SITE}/te${bare}`];
  });

it('lists the site pages, then every product page that has a centre in its city', async () => {
  const { hyderabad, pune } = scenario.ids;
  const xml = await sitemapRoot(scenario.db.db, SITE);
  expect(xml).toContain(
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  );
  expect(locs(xml)).toEqual(
    inEachLanguage([
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
    ]),
  );
  expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
});

it('lists every language of a page as an alternate of each of its addresses', async () => {
  const xml = await sitemapRoot(scenario.db.db, SITE);
  const path = `/hyderabad/cbc/${scenario.ids.cbc.randomId}/`;
  const alternates =
    `<xhtml:link rel="alternate" hreflang="en-IN" href="${SITE}${path}"/>` +
    `<xhtml:link rel="alternate" hreflang="hi-IN" href="${SITE}/hi${path}"/>` +
    `<xhtml:link rel="alternate" hreflang="te-IN" href="${SITE}/te${path}"/>` +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}${path}"/>`;
  for (const loc of [path, `/hi${path}`, `/te${path}`]) {
    expect(xml).toContain(`<url><loc>${SITE}${loc}</loc>`);
    const entry = xml.slice(xml.indexOf(`<url><loc>${SITE}${loc}</loc>`));
    expect(entry.slice(0, entry.indexOf('</url>'))).toContain(alternates);
  }
});

it('becomes an index of files once the addresses pass the limit, in the same order', async () => {
  const all = locs(await sitemapRoot(scenario.db.db, SITE));
  // 16 pages in 3 languages: 48 addresses, 15 a file (5 pages).
  const index = await sitemapRoot(scenario.db.db, SITE, 15);
  expect(index).toContain('<sitemapindex');
  expect(locs(index)).toEqual([0, 1, 2, 3].map((i) => `${SITE}/sitemaps/${i}.xml`));
  const parts = await Promise.all(
    [0, 1, 2, 3].map((i) => sitemapPart(scenario.db.db, SITE, i, 15)),
  );
  expect(parts.flatMap((p) => locs(p!))).toEqual(all);
  expect(await sitemapPart(scenario.db.db, SITE, 4, 15)).toBeNull();
  expect(await sitemapPart(scenario.db.db, SITE, -1, 15)).toBeNull();
});
