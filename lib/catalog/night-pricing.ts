import { hourInIndia } from '@/lib/locale/india';

// docs/product.md, Constants: night pricing is offered only for MRI and CT, after 8PM India time:
// MRI at ₹2750, the others (CT) at ₹1000. Shared by the product page and the booking screen.

export const NIGHT_STARTS_AT_HOUR = 20;
export const NIGHT_PRICE = { mri: 2750, other: 1000 } as const;
const NIGHT_CATEGORIES = new Set(['mri', 'ct']);

/** After 8PM India time, up to midnight, when the night slots of the day are on sale. */
export function isNightTime(at: Date): boolean {
  return hourInIndia(at) >= NIGHT_STARTS_AT_HOUR;
}

/** The night price of a category, or null where night pricing does not apply. */
export function nightPriceFor(categoryCode: string, showNightPricing: boolean): number | null {
  const code = categoryCode.toLowerCase();
  if (!showNightPricing || !NIGHT_CATEGORIES.has(code)) return null;
  return code === 'mri' ? NIGHT_PRICE.mri : NIGHT_PRICE.other;
}
