import { getCityById } from '@/lib/catalog/cities';
import { getProductByRandomId } from '@/lib/catalog/products';
import type { City, Product } from '@/lib/catalog/types';
import type { Db } from '@/lib/db/connect';
import { notFound } from '@/lib/server-api/errors';

/** A product and a city named by a call, or the 404 that names which is unknown. */
export async function productAndCity(
  db: Db,
  productRandomId: string,
  cityId: number,
): Promise<{ product: Product; city: City }> {
  const [product, city] = await Promise.all([
    getProductByRandomId(db, productRandomId),
    getCityById(db, cityId),
  ]);
  if (!product) throw notFound('The product', 'product_not_found');
  if (!city) throw notFound('The city', 'city_not_found');
  return { product, city };
}
