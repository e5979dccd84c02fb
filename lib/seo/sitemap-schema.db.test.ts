// The sitemap as search engines validate it: each file against the sitemaps.org schema (a
// sitemap file, with its XHTML language alternates) or the index schema, by libxml2 itself.
import { setUpScenarioDb } from '@/lib/testing/scenario-db';
import { sitemapProblems as problems } from './sitemap-schema/validate';
import { sitemapPart, sitemapRoot } from './sitemap';

const scenario = setUpScenarioDb();
const SITE = 'https://diagnobook.example';

it('a sitemap file validates, language alternates and all', async () => {
  const xml = await sitemapRoot(scenario.db.db, SITE);
  expect(xml).toContain('<xhtml:link rel="alternate" hreflang="hi-IN"');
  expect(await problems(xml, 'urlset.xsd')).toEqual([]);
});

it('an index and each of its files validate, when the addresses need more than one file', async () => {
  // Six addresses a file (two pages in three languages) splits the scenario's catalogue.
  const index = await sitemapRoot(scenario.db.db, SITE, 6);
  expect(index).toContain('<sitemapindex');
  // Every file of the catalogue has priced pages, so each says when it last changed.
  expect([...index.matchAll(/<sitemap>.*?<\/sitemap>/g)].map((m) => m[0])).toEqual(
    [...index.matchAll(/<sitemap>.*?<\/sitemap>/g)].map(() =>
      expect.stringMatching(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/),
    ),
  );
  expect(await problems(index, 'siteindex.xsd')).toEqual([]);
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].length;
  expect(files).toBeGreaterThan(2);
  for (let part = 0; part < files; part++) {
    const xml = await sitemapPart(scenario.db.db, SITE, part, 6);
    expect(xml).not.toBeNull();
    expect(await problems(xml!, 'urlset.xsd')).toEqual([]);
  }
});

it('the schema check refuses what search engines refuse', async () => {
  const xml = await sitemapRoot(scenario.db.db, SITE);
  const badDate = xml.replace(/<lastmod>[^<]+<\/lastmod>/, '<lastmod>yesterday</lastmod>');
  expect(badDate).not.toBe(xml);
  expect(await problems(badDate, 'urlset.xsd')).not.toEqual([]);
  const badAlternate = xml.replace('hreflang="hi-IN"', 'hreflang="Hindi"');
  expect(await problems(badAlternate, 'urlset.xsd')).not.toEqual([]);
});
