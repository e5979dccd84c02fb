import type { Category, CityProduct } from './types';

/** Products grouped under their category, keeping the order they came in. */
export function groupByCategory(
  items: CityProduct[],
): { category: Category; products: CityProduct[] }[] {
  const groups = new Map<string, { category: Category; products: CityProduct[] }>();
  for (const item of items) {
    const group = groups.get(item.category.code) ?? { category: item.category, products: [] };
    group.products.push(item);
    groups.set(item.category.code, group);
  }
  return [...groups.values()];
}
