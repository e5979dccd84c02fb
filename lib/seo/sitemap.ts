import { asc, eq, inArray, sql } from 'drizzle-orm';
import { centreOffers } from '@/lib/catalog/centre-prices';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import { categories, centrePrices, cities, products } from '@/lib/db/schema';
import { SCAN_CATEGORIES } from '@/lib/catalog/scans';
import {
  cityPath,
  dealPath,
  organisationPagePath,
  productPath,
  scansPath,
} from '@/lib/catalog/urls';
import { listDeals } from '@/lib/deals';
import { DEFAULT_LOCALE, LANGUAGES, localePath } from '@/lib/i18n/locales';

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_LIMIT = 50_000;

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

const lastModified = sql<string | null>`max(${centrePrices.updatedAt})`;
const toDate = (value: string | null) => (value ? new Date(value) : null);

/** Every product page that has a centre in its city (others would be empty pages). */
export async function countProductCityPages(db: Db): Promise<number> {
  const [row] = await db
    .select({
      n: sql<number>`count(distinct (${centrePrices.productId}, ${centrePrices.cityId}))`.mapWith(
        Number,
      ),
    })
    .from(centrePrices);
  return row?.n ?? 0;
}

export async function listProductCityPages(
  db: Db,
  offset: number,
  limit: number,
): Promise<SitemapEntry[]> {
  const rows = await db
    .select({
      citySlug: cities.slug,
      urlSlug: products.urlSlug,
      randomId: products.randomId,
      lastModified,
    })
    .from(centrePrices)
    .innerJoin(products, eq(products.id, centrePrices.productId))
    .innerJoin(cities, eq(cities.id, centrePrices.cityId))
    .groupBy(cities.id, products.id)
    .orderBy(asc(cities.sortOrder), asc(products.id))
    .offset(offset)
    .limit(limit);
  return rows.map((r) => ({
    path: productPath(r.citySlug, r.urlSlug, r.randomId),
    lastModified: toDate(r.lastModified),
  }));
}

/**
 * The pages around the product pages: home, each city page and its scans page, each partner
 * organisation in each city it serves, the deals. Search result pages are left out on
 * purpose (they are noindex: search engines ask sites not to list their internal searches).
 */
export async function listSitePages(db: Db): Promise<SitemapEntry[]> {
  const [cityRows, scanCityRows, organisationRows] = await Promise.all([
    db
      .select({ id: cities.id, slug: cities.slug, lastModified })
      .from(centrePrices)
      .innerJoin(cities, eq(cities.id, centrePrices.cityId))
      .groupBy(cities.id)
      .orderBy(asc(cities.sortOrder)),
    db
      .selectDistinct({ id: centrePrices.cityId })
      .from(centrePrices)
      .innerJoin(products, eq(products.id, centrePrices.productId))
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(categories.code, [...SCAN_CATEGORIES])),
    db
      .select({
        organisation: centreOffers.organisationSlug,
        city: cities.slug,
        lastModified: sql<string | null>`max(${centreOffers.updatedAt})`,
      })
      .from(centreOffers)
      .innerJoin(cities, eq(cities.id, centreOffers.cityId))
      .groupBy(centreOffers.organisationSlug, cities.id)
      .orderBy(asc(cities.sortOrder), asc(centreOffers.organisationSlug)),
  ]);
  const withScans = new Set(scanCityRows.map((r) => r.id));
  return [
    { path: '/', lastModified: null },
    ...cityRows.flatMap((c) => [
      { path: cityPath(c.slug), lastModified: toDate(c.lastModified) },
      ...(withScans.has(c.id)
        ? [{ path: scansPath(c.id), lastModified: toDate(c.lastModified) }]
        : []),
    ]),
    ...organisationRows.map((o) => ({
      path: organisationPagePath(o.organisation, o.city),
      lastModified: toDate(o.lastModified),
    })),
    ...listDeals().map((d) => ({ path: dealPath(d.code), lastModified: null })),
  ];
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * One <url> per language of each page (English addresses in `entries`), each listing every
 * language's address as an alternate, itself included, as search engines ask.
 */
export function urlsetXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map((e) => {
      const lastmod = lastmodXml(e.lastModified);
      const href = (code: string) => escapeXml(`${siteUrl}${localePath(code, e.path)}`);
      const alternates =
        LANGUAGES.map(
          (l) => `<xhtml:link rel="alternate" hreflang="${l.tag}" href="${href(l.code)}"/>`,
        ).join('') +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`;
      return LANGUAGES.map(
        (l) => `<url><loc>${href(l.code)}</loc>${lastmod}${alternates}</url>`,
      ).join('');
    })
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">${urls}</urlset>\n`;
}

const lastmodXml = (at: Date | null | undefined) =>
  at ? `<lastmod>${at.toISOString().slice(0, 10)}</lastmod>` : '';

/** One <sitemap> per file, each with the newest change among its pages where one is known. */
export function sitemapIndexXml(siteUrl: string, lastChanged: (Date | null)[]): string {
  const maps = lastChanged
    .map(
      (at, i) =>
        `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${i}.xml`)}</loc>${lastmodXml(at)}</sitemap>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${maps}</sitemapindex>\n`;
}

/** How many pages fit a file of `limit` addresses: each page has one address per language. */
const pagesPerFile = (limit: number) => Math.max(1, Math.floor(limit / LANGUAGES.length));

/**
 * /sitemap.xml: one urlset while everything fits in one file (the site pages first, then the
 * product pages), else an index of /sitemaps/N.xml files of at most `limit` addresses each.
 */
export async function sitemapRoot(
  db: Db,
  siteUrl: string,
  addressLimit = SITEMAP_LIMIT,
): Promise<string> {
  const limit = pagesPerFile(addressLimit);
  const [site, pages] = await Promise.all([listSitePages(db), countProductCityPages(db)]);
  if (site.length + pages <= limit) {
    return urlsetXml(siteUrl, [...site, ...(await listProductCityPages(db, 0, pages))]);
  }
  const files = Math.ceil((site.length + pages) / limit);
  const lastChanged: (Date | null)[] = Array.from({ length: files }, () => null);
  const newer = (a: Date | null | undefined, b: Date | null) => (a && (!b || a > b) ? a : b);
  site.forEach((page, i) => {
    const file = Math.floor(i / limit);
    lastChanged[file] = newer(page.lastModified, lastChanged[file] ?? null);
  });
  for (const { file, lastModified } of await productFilesLastChanged(db, site.length, limit)) {
    lastChanged[file] = newer(lastModified, lastChanged[file] ?? null);
  }
  return sitemapIndexXml(siteUrl, lastChanged);
}

/**
 * The newest price change among the product pages of each file, in one pass over the prices:
 * the pages numbered in the files' order, after the `skip` site pages that come first.
 */
async function productFilesLastChanged(
  db: Db,
  skip: number,
  limit: number,
): Promise<{ file: number; lastModified: Date | null }[]> {
  const rows = rowsOf<{ file: number | string; last: string | Date | null }>(
    await db.execute(sql`
      with pages as (
        select max(${centrePrices.updatedAt}) as last,
               row_number() over (order by ${cities.sortOrder}, ${products.id}) - 1 as n
        from ${centrePrices}
        join ${products} on ${products.id} = ${centrePrices.productId}
        join ${cities} on ${cities.id} = ${centrePrices.cityId}
        group by ${cities.id}, ${products.id}
      )
      select floor((n + ${skip}) / ${limit})::int as file, max(last) as last
      from pages group by 1 order by 1`),
  );
  return rows.map((r) => ({
    file: Number(r.file),
    lastModified: r.last ? new Date(r.last) : null,
  }));
}

/** /sitemaps/N.xml of an index (the same order as one urlset); null past the last file. */
export async function sitemapPart(
  db: Db,
  siteUrl: string,
  part: number,
  addressLimit = SITEMAP_LIMIT,
): Promise<string | null> {
  const limit = pagesPerFile(addressLimit);
  const [site, pages] = await Promise.all([listSitePages(db), countProductCityPages(db)]);
  const start = part * limit;
  if (part < 0 || start >= site.length + pages) return null;
  const fromSite = site.slice(start, start + limit);
  const productStart = Math.max(0, start - site.length);
  const productCount = limit - fromSite.length;
  const fromProducts =
    productCount > 0 ? await listProductCityPages(db, productStart, productCount) : [];
  return urlsetXml(siteUrl, [...fromSite, ...fromProducts]);
}
