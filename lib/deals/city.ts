// The deal in one city: who collects at home there, and what its tests cost booked one by one.
import { and, countDistinct, eq, inArray, sql } from 'drizzle-orm';
import { productInCity } from '@/lib/catalog/centre-prices';
import { cachedRead } from '@/lib/cache/cached-read';
import { cityPricesTag } from '@/lib/catalog/cache-tags';
import type { Db } from '@/lib/db/connect';
import { centrePrices, centres, products } from '@/lib/db/schema';
import type { City } from '@/lib/catalog/types';
import type { Deal } from './deals';

export interface DealTestInCity {
  productSlug: string;
  randomId: string;
  name: string;
  /** Its starting price in the city; null when no centre there offers it. */
  minPrice: number | null;
}

export interface DealInCity {
  /** Centres in the city that collect samples at home. */
  homeCollectionCentres: number;
  areasServed: number;
  tests: DealTestInCity[];
  /** The tests' starting prices added up; null unless every one is offered in the city. */
  separateTotal: number | null;
}

export async function loadDealInCity(db: Db, deal: Deal, city: City): Promise<DealInCity> {
  const slugs = deal.groups.map((g) => g.productSlug);
  const [[reach], tests] = await Promise.all([
    db
      .select({ centres: countDistinct(centres.id), areas: countDistinct(centres.areaId) })
      .from(centres)
      .where(and(eq(centres.cityId, city.id), eq(centres.homeService, true))),
    db
      .select({
        productSlug: products.urlSlug,
        randomId: products.randomId,
        name: products.name,
        minPrice: sql<number | null>`min(${centrePrices.price})`,
      })
      .from(products)
      .leftJoin(centrePrices, productInCity(products.id, city.id))
      .where(inArray(products.urlSlug, slugs))
      .groupBy(products.id),
  ]);
  const ordered = slugs.flatMap((slug) => {
    const t = tests.find((row) => row.productSlug === slug);
    return t ? [{ ...t, minPrice: t.minPrice === null ? null : Number(t.minPrice) }] : [];
  });
  const priced = ordered.every((t) => t.minPrice !== null) && ordered.length === slugs.length;
  return {
    homeCollectionCentres: Number(reach?.centres ?? 0),
    areasServed: Number(reach?.areas ?? 0),
    tests: ordered,
    separateTotal: priced ? ordered.reduce((sum, t) => sum + (t.minPrice ?? 0), 0) : null,
  };
}

/** The deal in a city, cached like the city's other price lists (same tag). */
export function cachedDealInCity(deal: Deal, city: City): Promise<DealInCity> {
  return cachedRead(
    ['deal-in-city', deal.code, String(city.id)],
    { tags: [cityPricesTag(city.slug)], revalidate: 86_400 },
    (db) => loadDealInCity(db, deal, city),
  );
}
