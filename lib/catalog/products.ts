import { and, asc, desc, eq, exists, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { categories, centrePrices, centres, products } from '@/lib/db/schema';
import type { Category, City, CityProduct, Product, SimilarProduct } from './types';
import { cachedRead } from '@/lib/cache/cached-read';
import { cityPricesTag } from './cache-tags';

export const SIMILAR_PRODUCTS_LIMIT = 8;

export async function getProductByRandomId(db: Db, randomId: string): Promise<Product | null> {
  const [row] = await db
    .select({
      id: products.id,
      randomId: products.randomId,
      name: products.name,
      displayName: products.displayName,
      urlSlug: products.urlSlug,
      categoryCode: categories.code,
      categoryName: categories.name,
      aliases: products.aliases,
      isFastingRequired: products.isFastingRequired,
      fastingHours: products.fastingHours,
      preparationHtml: products.preparationHtml,
      howItIsDoneHtml: products.howItIsDoneHtml,
      faqs: products.faqs,
      homeServiceAllowed: products.homeServiceAllowed,
      showNightPricing: products.showNightPricing,
      reportHours: products.reportHours,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.randomId, randomId))
    .limit(1);
  if (!row) return null;
  const { categoryCode, categoryName, ...product } = row;
  return { ...product, category: { code: categoryCode, name: categoryName } };
}

const offeredIn = (cityId: number) =>
  exists(
    sql`(select 1 from ${centrePrices} where ${centrePrices.productId} = ${products.id} and ${centrePrices.cityId} = ${cityId})`,
  );

/**
 * Tests to suggest beside `product`: the same category first, then the most booked,
 * only those offered in the city when one is given.
 */
export async function listSimilarProducts(
  db: Db,
  product: Pick<Product, 'id'>,
  cityId: number | null,
  limit = SIMILAR_PRODUCTS_LIMIT,
): Promise<SimilarProduct[]> {
  const [self] = await db
    .select({ categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, product.id));
  if (!self) return [];
  return db
    .select({ name: products.name, urlSlug: products.urlSlug, randomId: products.randomId })
    .from(products)
    .where(and(ne(products.id, product.id), cityId === null ? undefined : offeredIn(cityId)))
    .orderBy(
      desc(sql`${products.categoryId} = ${self.categoryId}`),
      desc(products.popularity),
      asc(products.name),
    )
    .limit(limit);
}

/**
 * A test with its prices, for queries over centre_prices joined to products and categories
 * and grouped by product: starting and highest price, and how many centres offer it.
 */
export const pricedProductColumns = {
  randomId: products.randomId,
  name: products.name,
  urlSlug: products.urlSlug,
  categoryCode: categories.code,
  categoryName: categories.name,
  minPrice: sql<number>`min(${centrePrices.price})`.mapWith(Number),
  maxPrice: sql<number>`max(${centrePrices.price})`.mapWith(Number),
  centreCount: sql<number>`count(*)`.mapWith(Number),
};

/** A row of pricedProductColumns as the app's shape, its category as one object. */
export function toPricedProduct<T extends { categoryCode: string; categoryName: string }>({
  categoryCode,
  categoryName,
  ...rest
}: T): Omit<T, 'categoryCode' | 'categoryName'> & { category: Category } {
  return { ...rest, category: { code: categoryCode, name: categoryName } };
}

/**
 * Every test offered in the city (at one organisation's centres, if given) with its prices and
 * number of centres, by category order (or by popularity) then popularity. Test search is
 * lib/search (an index, not this list).
 */
export async function listCityProducts(
  db: Db,
  cityId: number,
  order: 'category' | 'popularity' = 'category',
  organisationId?: number,
): Promise<CityProduct[]> {
  const rows = await db
    .select(pricedProductColumns)
    .from(centrePrices)
    .innerJoin(products, eq(products.id, centrePrices.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(centrePrices.cityId, cityId),
        organisationId === undefined
          ? undefined
          : inArray(
              centrePrices.centreId,
              db
                .select({ id: centres.id })
                .from(centres)
                .where(eq(centres.organisationId, organisationId)),
            ),
      ),
    )
    .groupBy(products.id, categories.id)
    .orderBy(
      ...(order === 'category' ? [asc(categories.sortOrder)] : []),
      desc(products.popularity),
      asc(products.name),
    );
  return rows.map(toPricedProduct);
}

/** Every test of the city with its starting price (home, city and scans pages). */
export function cachedCityCatalogue(
  city: City,
  order: 'category' | 'popularity' = 'category',
): Promise<CityProduct[]> {
  return cachedRead(
    ['city-catalogue', String(city.id), order],
    { tags: [cityPricesTag(city.slug)], revalidate: 86_400 },
    (db) => listCityProducts(db, city.id, order),
  );
}
