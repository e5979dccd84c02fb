import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { centrePrices, cities, products } from '@/lib/db/schema';
import { productPath } from '@/lib/catalog/urls';

/** The sitemap protocol's limit of addresses per file. */
export const SITEMAP_LIMIT = 50_000;

export interface SitemapEntry {
  path: string;
  lastModified: Date | null;
}

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
      lastModified: sql<string>`max(${centrePrices.updatedAt})`,
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
    lastModified: r.lastModified ? new Date(r.lastModified) : null,
  }));
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function urlsetXml(siteUrl: string, entries: SitemapEntry[]): string {
  const urls = entries
    .map(
      (e) =>
        `<url><loc>${escapeXml(`${siteUrl}${e.path}`)}</loc>${
          e.lastModified ? `<lastmod>${e.lastModified.toISOString().slice(0, 10)}</lastmod>` : ''
        }</url>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls}</urlset>\n`;
}

export function sitemapIndexXml(siteUrl: string, files: number): string {
  const maps = Array.from(
    { length: files },
    (_, i) => `<sitemap><loc>${escapeXml(`${siteUrl}/sitemaps/${i}.xml`)}</loc></sitemap>`,
  ).join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${maps}</sitemapindex>\n`;
}

/**
 * /sitemap.xml: one urlset while everything fits in one file (the home page first), else an
 * index of /sitemaps/N.xml files of at most `limit` addresses each.
 */
export async function sitemapRoot(db: Db, siteUrl: string, limit = SITEMAP_LIMIT): Promise<string> {
  const pages = await countProductCityPages(db);
  if (pages + 1 <= limit) {
    const entries = await listProductCityPages(db, 0, pages);
    return urlsetXml(siteUrl, [{ path: '/', lastModified: null }, ...entries]);
  }
  return sitemapIndexXml(siteUrl, Math.ceil(pages / limit));
}

/** /sitemaps/N.xml of an index; null past the last file. */
export async function sitemapPart(
  db: Db,
  siteUrl: string,
  part: number,
  limit = SITEMAP_LIMIT,
): Promise<string | null> {
  const pages = await countProductCityPages(db);
  if (part < 0 || part * limit >= pages) return null;
  return urlsetXml(siteUrl, await listProductCityPages(db, part * limit, limit));
}
