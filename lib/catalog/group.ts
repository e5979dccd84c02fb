import type { Category, CityProduct } from './types';

/** Products grouped under their category, keeping the order they came in. */
export function groupByCategory<T extends { category: Category }>(
  items: T[],
): { category: Category; products: T[] }[] {
  const groups = new Map<string, { category: Category; products: T[] }>();
  for (const item of items) {
    const group = groups.get(item.category.code) ?? { category: item.category, products: [] };
    group.products.push(item);
    groups.set(item.category.code, group);
  }
  return [...groups.values()];
}

/** Per category: how many tests the city has and the cheapest starting price. */
export function categorySummaries(
  products: CityProduct[],
): { category: Category; count: number; minPrice: number }[] {
  return groupByCategory(products).map(({ category, products: items }) => ({
    category,
    count: items.length,
    minPrice: Math.min(...items.map((p) => p.minPrice)),
  }));
}

/**
 * How many of each category's tests a page lists so that it lists at most `total` in all and at
 * most `most` of any one category: the largest equal share that fits (a category with fewer
 * lists them all). A city's page then weighs about the same whether its categories hold a few
 * tests or dozens; the rest of a category is a link away.
 */
export function listedPerCategory(
  sizes: readonly number[],
  { most, total }: { most: number; total: number },
): number {
  const listed = (share: number) => sizes.reduce((sum, n) => sum + Math.min(n, share), 0);
  let share = most;
  while (share > 1 && listed(share) > total) share--;
  return share;
}
