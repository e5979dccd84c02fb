// Which categories are scans (the /scans/ page, one tab each), in the order of their tabs.
// The seed's imaging categories less cardiology, whose ECG and TMT patients do not call scans.
import { groupByCategory } from './group';
import type { Category, CityProduct } from './types';

export const SCAN_CATEGORIES: readonly string[] = [
  'mri',
  'ct',
  'ultrasound',
  'x-ray',
  'mammography',
];

export function isScanCategory(code: string): boolean {
  return SCAN_CATEGORIES.includes(code);
}

/** The city's scans grouped per tab, in tab order; categories the city lacks are left out. */
export function scanTabs(
  products: CityProduct[],
): { category: Category; products: CityProduct[] }[] {
  const groups = groupByCategory(products.filter((p) => isScanCategory(p.category.code)));
  return SCAN_CATEGORIES.flatMap((code) => groups.filter((g) => g.category.code === code));
}
