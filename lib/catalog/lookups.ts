import { getCityById, getCityBySlug } from '@/lib/catalog/cities';
import { getProductByRandomId } from '@/lib/catalog/products';
import type { City, Product } from '@/lib/catalog/types';
import type { Db } from '@/lib/db/connect';
import { notFoundError } from '@/lib/server-api/errors';

export type ProductInCity =
  { found: true; product: Product; city: City } | { found: false; missing: 'product' | 'city' };

/**
 * The product and the city a page or a call names (the city by its slug or its id): the one
 * place that decides which of the two is unknown.
 */
export async function findProductInCity(
  db: Db,
  randomId: string,
  city: { slug: string } | { id: number },
): Promise<ProductInCity> {
  const [product, found] = await Promise.all([
    getProductByRandomId(db, randomId.toLowerCase()),
    'slug' in city ? getCityBySlug(db, city.slug) : getCityById(db, city.id),
  ]);
  if (!product) return { found: false, missing: 'product' };
  if (!found) return { found: false, missing: 'city' };
  return { found: true, product, city: found };
}

/** The 404 in the shared error shape that names which of the two a call got wrong. */
export function productInCityNotFound(missing: 'product' | 'city') {
  return missing === 'product'
    ? notFoundError('The product', 'product_not_found')
    : notFoundError('The city', 'city_not_found');
}

/** A product and a city named by a call, or the 404 that names which is unknown. */
export async function productAndCity(
  db: Db,
  productRandomId: string,
  cityId: number,
): Promise<{ product: Product; city: City }> {
  const lookup = await findProductInCity(db, productRandomId, { id: cityId });
  if (!lookup.found) throw productInCityNotFound(lookup.missing);
  return lookup;
}
