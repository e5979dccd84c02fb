import { createTtlCache } from '@/lib/cache/ttl-cache';
import type { Db } from '@/lib/db/connect';
import { cities, products } from '@/lib/db/schema';
import { productPath } from '@/lib/catalog/urls';
import { PRODUCT_PATH } from '@/lib/catalog/ids';
import { localePath, splitLocale } from '@/lib/i18n/locales';

interface SlugMap {
  cities: Set<string>;
  products: Map<string, string>;
}

// Slugs change only with a catalogue edit; five minutes of staleness costs at most a 404.
const cache = createTtlCache<SlugMap>({ ttlMs: 5 * 60_000, maxEntries: 1 });

async function loadSlugs(db: Db): Promise<SlugMap> {
  const [cityRows, productRows] = await Promise.all([
    db.select({ slug: cities.slug }).from(cities),
    db.select({ randomId: products.randomId, slug: products.urlSlug }).from(products),
  ]);
  return {
    cities: new Set(cityRows.map((c) => c.slug)),
    products: new Map(productRows.map((p) => [p.randomId, p.slug])),
  };
}

/**
 * The canonical address of a product page when `pathname` names one in another form (letter
 * case, an old slug, no trailing slash); null when it is canonical or not a product page.
 */
export async function canonicalProductRedirect(db: Db, pathname: string): Promise<string | null> {
  const { locale, path } = splitLocale(pathname);
  const match = PRODUCT_PATH.exec(path);
  if (!match) return null;
  const [, rawCity, , rawId] = match as unknown as [string, string, string, string];
  const city = decodeURIComponent(rawCity).toLowerCase();
  const randomId = rawId.toLowerCase();
  const slugs = await cache.get('slugs', () => loadSlugs(db));
  const slug = slugs.products.get(randomId);
  if (!slug || !slugs.cities.has(city)) return null; // the page answers 404
  const canonical = localePath(locale, productPath(city, slug, randomId));
  return canonical === pathname ? null : canonical;
}
