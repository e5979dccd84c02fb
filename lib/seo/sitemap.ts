import { and, asc, eq, exists, gte, inArray, lt, sql } from 'drizzle-orm';
import { cachedRead } from '@/lib/cache/cached-read';
import { cityPricesTag } from '@/lib/catalog/cache-tags';
import { cachedCities } from '@/lib/catalog/cities';
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

const lastmodXml = (at: Date | null | undefined) =>
  at ? `<lastmod>${at.toISOString().slice(0, 10)}</lastmod>` : '';

const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
const URLSET_CLOSE = '</urlset>\n';

/**
 * One page's <url> elements: one per language (the English address is `entry.path`), each
 * listing every language's address as an alternate, itself included, as search engines ask.
 */
function pageXml(siteUrl: string, entry: SitemapEntry): string {
  const lastmod = lastmodXml(entry.lastModified);
  const href = (code: string) => escapeXml(`${siteUrl}${localePath(code, entry.path)}`);
  const alternates =
    LANGUAGES.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${l.tag}" href="${href(l.code)}"/>`,
    ).join('') +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${href(DEFAULT_LOCALE)}"/>`;
  return LANGUAGES.map((l) => `<url><loc>${href(l.code)}</loc>${lastmod}${alternates}</url>`).join(
    '',
  );
}

/** A whole sitemap file as one string: what the streamed files are, byte for byte. */
export function urlsetXml(siteUrl: string, entries: SitemapEntry[]): string {
  return URLSET_OPEN + entries.map((e) => pageXml(siteUrl, e)).join('') + URLSET_CLOSE;
}

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

/** Where a product page stands in the sitemap's order: its city's, then its own. */
export interface ProductPageKey {
  cityId: number;
  productId: number;
}

/**
 * What the files are, worked out once (and cached) so that serving one is a few index range
 * reads: the site pages (a few per city and partner), the cities in the sitemap's order, and
 * per file the newest change among its pages and the key of its first product page. Dates
 * are ISO strings: Next's cache keeps JSON.
 */
export interface SitemapPlan {
  pagesPerFile: number;
  site: { path: string; lastModified: string | null }[];
  cities: { id: number; slug: string }[];
  files: { lastModified: string | null; first: ProductPageKey | null }[];
}

/**
 * The plan, in one pass over the prices for the product pages: each page numbered in the
 * files' order (after the site pages, which come first), then per file its newest price and
 * its first page.
 */
export async function sitemapPlan(db: Db, addressLimit = SITEMAP_LIMIT): Promise<SitemapPlan> {
  const limit = pagesPerFile(addressLimit);
  const [site, cityRows] = await Promise.all([
    listSitePages(db),
    db
      .select({ id: cities.id, slug: cities.slug })
      .from(cities)
      .where(
        exists(
          db
            .select({ one: sql`1` })
            .from(centrePrices)
            .where(eq(centrePrices.cityId, cities.id)),
        ),
      )
      .orderBy(asc(cities.sortOrder), asc(cities.id)),
  ]);
  const skip = site.length;
  const productFiles = rowsOf<{
    file: number | string;
    last: string | Date | null;
    city_id: number | string | null;
    product_id: number | string | null;
  }>(
    await db.execute(sql`
      with pages as (
        select ${centrePrices.cityId} as city_id, ${centrePrices.productId} as product_id,
               max(${centrePrices.updatedAt}) as last,
               row_number() over (order by ${cities.sortOrder}, ${cities.id}, ${centrePrices.productId}) - 1 as n
        from ${centrePrices}
        join ${cities} on ${cities.id} = ${centrePrices.cityId}
        group by ${cities.id}, ${centrePrices.cityId}, ${centrePrices.productId}
      ), placed as (
        select *, (n + ${skip}) / ${limit} as file, n = 0 or (n + ${skip}) % ${limit} = 0 as first
        from pages
      )
      select file::int as file, max(last) as last,
             max(city_id) filter (where first) as city_id,
             max(product_id) filter (where first) as product_id
      from placed group by file order by file`),
  );
  const files: SitemapPlan['files'] = [];
  const newer = (a: Date | null, b: Date | null) => (a && (!b || a > b) ? a : b);
  const lastChanged: (Date | null)[] = [];
  site.forEach((page, i) => {
    const file = Math.floor(i / limit);
    lastChanged[file] = newer(page.lastModified, lastChanged[file] ?? null);
  });
  for (const row of productFiles) {
    const file = Number(row.file);
    lastChanged[file] = newer(row.last ? new Date(row.last) : null, lastChanged[file] ?? null);
    files[file] = {
      lastModified: null,
      first: { cityId: Number(row.city_id), productId: Number(row.product_id) },
    };
  }
  for (let file = 0; file < lastChanged.length; file++) {
    files[file] = {
      lastModified: lastChanged[file]?.toISOString() ?? null,
      first: files[file]?.first ?? null,
    };
  }
  return {
    pagesPerFile: limit,
    site: site.map((p) => ({ path: p.path, lastModified: p.lastModified?.toISOString() ?? null })),
    cities: cityRows,
    files,
  };
}

/**
 * The cache tags of the plan: the cities' prices tags, which a price change revalidates
 * (lib/catalog/cache-tags.ts), and the cities'. Next keeps the first 128 tags of an entry;
 * past that many cities, the plan's hour bounds how stale a file's lastmod can be.
 */
export function sitemapPlanTags(cityList: { slug: string }[]): string[] {
  return ['cities', ...cityList.map((c) => cityPricesTag(c.slug))];
}

/** The plan, from Next's cache: built again after a price change, at the latest in an hour. */
export async function cachedSitemapPlan(addressLimit = SITEMAP_LIMIT): Promise<SitemapPlan> {
  return cachedRead(
    ['sitemap-plan', String(addressLimit)],
    { tags: sitemapPlanTags(await cachedCities()), revalidate: 3_600 },
    (db) => sitemapPlan(db, addressLimit),
  );
}

/** /sitemap.xml: the index when there is more than one file, else file 0 itself (null). */
export function sitemapIndexOf(plan: SitemapPlan, siteUrl: string): string | null {
  if (plan.files.length <= 1) return null;
  return sitemapIndexXml(
    siteUrl,
    plan.files.map((f) => (f.lastModified ? new Date(f.lastModified) : null)),
  );
}

/** Pages read from the database per statement, and written out per chunk. */
const BATCH = 1_000;

/**
 * One city's product pages from `from` on (and before `before`), in product order: a range
 * of centre_prices_sitemap_idx (city, product, updated_at), read from the index alone.
 */
async function productPagesOfCity(
  db: Db,
  city: { id: number; slug: string },
  from: number,
  before: number | null,
  limit: number,
): Promise<(SitemapEntry & { productId: number })[]> {
  const pages = db
    .select({ productId: centrePrices.productId, last: lastModified.as('last') })
    .from(centrePrices)
    .where(
      and(
        eq(centrePrices.cityId, city.id),
        gte(centrePrices.productId, from),
        before === null ? undefined : lt(centrePrices.productId, before),
      ),
    )
    .groupBy(centrePrices.productId)
    .orderBy(asc(centrePrices.productId))
    .limit(limit)
    .as('pages');
  const rows = await db
    .select({
      productId: pages.productId,
      urlSlug: products.urlSlug,
      randomId: products.randomId,
      last: pages.last,
    })
    .from(pages)
    .innerJoin(products, eq(products.id, pages.productId))
    .orderBy(asc(pages.productId));
  return rows.map((r) => ({
    productId: r.productId,
    path: productPath(city.slug, r.urlSlug, r.randomId),
    lastModified: toDate(r.last),
  }));
}

/**
 * A file's product pages, batch by batch: from its first key, city by city in the sitemap's
 * order, up to the next file's first key and never more than `max` pages (a plan built before
 * pages were added cannot make a file overflow, nor a page appear in two files).
 */
async function* productPagesOfFile(
  db: Db,
  plan: SitemapPlan,
  file: number,
  max: number,
  batchSize: number,
): AsyncGenerator<SitemapEntry[]> {
  const start = plan.files[file]?.first;
  if (!start) return;
  const end = plan.files.slice(file + 1).find((f) => f.first)?.first ?? null;
  let cityIndex = plan.cities.findIndex((c) => c.id === start.cityId);
  if (cityIndex < 0) return;
  let from = start.productId;
  let left = max;
  while (left > 0 && cityIndex < plan.cities.length) {
    const city = plan.cities[cityIndex]!;
    const lastCity = end?.cityId === city.id;
    const want = Math.min(batchSize, left);
    const batch = await productPagesOfCity(db, city, from, lastCity ? end!.productId : null, want);
    if (batch.length > 0) yield batch;
    left -= batch.length;
    if (batch.length === want) {
      from = batch[batch.length - 1]!.productId + 1;
    } else if (lastCity) {
      return;
    } else {
      cityIndex++;
      from = 0;
    }
  }
}

/**
 * File `file` of the plan as chunks of XML (a batch of pages each), read as they are written:
 * a 50,000-address file is never one string. Null for a file the plan does not have. (Tests
 * make the batches small to cross their boundaries.)
 */
export function sitemapFileChunks(
  db: Db,
  siteUrl: string,
  plan: SitemapPlan,
  file: number,
  batchSize = BATCH,
): AsyncGenerator<string> | null {
  if (!Number.isSafeInteger(file) || file < 0 || file >= plan.files.length) return null;
  const site = plan.site
    .slice(file * plan.pagesPerFile, (file + 1) * plan.pagesPerFile)
    .map((p) => ({ path: p.path, lastModified: toDate(p.lastModified) }));
  return (async function* () {
    yield URLSET_OPEN;
    for (let i = 0; i < site.length; i += batchSize) {
      yield site
        .slice(i, i + batchSize)
        .map((e) => pageXml(siteUrl, e))
        .join('');
    }
    for await (const batch of productPagesOfFile(
      db,
      plan,
      file,
      plan.pagesPerFile - site.length,
      batchSize,
    )) {
      yield batch.map((e) => pageXml(siteUrl, e)).join('');
    }
    yield URLSET_CLOSE;
  })();
}

/** The chunks as a response body: each is read only when the client has taken the last. */
export function xmlStream(chunks: AsyncGenerator<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await chunks.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await chunks.return(undefined);
    },
  });
}

async function text(chunks: AsyncGenerator<string>): Promise<string> {
  let xml = '';
  for await (const chunk of chunks) xml += chunk;
  return xml;
}

/** /sitemap.xml as one string, from a plan built now (tests, scripts). */
export async function sitemapRoot(
  db: Db,
  siteUrl: string,
  addressLimit = SITEMAP_LIMIT,
): Promise<string> {
  const plan = await sitemapPlan(db, addressLimit);
  return sitemapIndexOf(plan, siteUrl) ?? text(sitemapFileChunks(db, siteUrl, plan, 0)!);
}

/** /sitemaps/N.xml as one string, from a plan built now (tests, scripts); null past the last. */
export async function sitemapPart(
  db: Db,
  siteUrl: string,
  part: number,
  addressLimit = SITEMAP_LIMIT,
): Promise<string | null> {
  const chunks = sitemapFileChunks(db, siteUrl, await sitemapPlan(db, addressLimit), part);
  return chunks ? text(chunks) : null;
}
