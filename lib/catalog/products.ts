import { and, asc, desc, eq, exists, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { categories, centrePrices, products } from '@/lib/db/schema';
import type { CityProduct, Product, SimilarProduct } from './types';

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
 * Every test offered in the city with its starting price, by category order then popularity;
 * with `query`, only those whose name or an alias contains it.
 */
export async function listCityProducts(
  db: Db,
  cityId: number,
  query?: string,
  order: 'category' | 'popularity' = 'category',
): Promise<CityProduct[]> {
  const term = query?.trim().slice(0, 64);
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await db
    .select({
      randomId: products.randomId,
      name: products.name,
      urlSlug: products.urlSlug,
      categoryCode: categories.code,
      categoryName: categories.name,
      minPrice: sql<number>`min(${centrePrices.price})`.mapWith(Number),
    })
    .from(centrePrices)
    .innerJoin(products, eq(products.id, centrePrices.productId))
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        eq(centrePrices.cityId, cityId),
        pattern === null
          ? undefined
          : sql`(${products.name} ilike ${pattern} or array_to_string(${products.aliases}, ' ') ilike ${pattern})`,
      ),
    )
    .groupBy(products.id, categories.id)
    .orderBy(
      ...(order === 'category' ? [asc(categories.sortOrder)] : []),
      desc(products.popularity),
      asc(products.name),
    );
  return rows.map(({ categoryCode, categoryName, ...p }) => ({
    ...p,
    category: { code: categoryCode, name: categoryName },
  }));
}
