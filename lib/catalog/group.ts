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
