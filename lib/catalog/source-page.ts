import type { Db } from '@/lib/db/connect';
import { getCityBySlug } from './cities';
import { PRODUCT_PATH } from './ids';
import { getProductByRandomId } from './products';

/** The product and city of a product page address (absolute or a path); nulls for any other page. */
export async function productPageOf(
  db: Db,
  address: string,
): Promise<{ productId: number | null; cityId: number | null }> {
  let path: string;
  try {
    path = new URL(address, 'http://storefront.invalid').pathname;
  } catch {
    return { productId: null, cityId: null };
  }
  const match = PRODUCT_PATH.exec(path);
  if (!match) return { productId: null, cityId: null };
  const [city, product] = await Promise.all([
    getCityBySlug(db, match[1]!),
    getProductByRandomId(db, match[3]!.toLowerCase()),
  ]);
  return { productId: product?.id ?? null, cityId: city?.id ?? null };
}
