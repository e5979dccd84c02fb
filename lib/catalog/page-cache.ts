import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db';
import { invalidateBasicInfo } from './basic-info';
import { loadProductPage, productCityTag, type ProductPageData } from './product-page';

/**
 * The product page's data, cached at run time per product and city (never at build time)
 * and tagged, so a price change rebuilds just that page.
 */
export function cachedProductPage(
  citySlug: string,
  randomId: string,
): Promise<ProductPageData | null> {
  const city = citySlug.toLowerCase();
  const id = randomId.toLowerCase();
  return unstable_cache(
    async () => loadProductPage(await getDb(), city, id),
    ['product-page', city, id],
    {
      tags: [productCityTag(id, city)],
      revalidate: 86_400,
    },
  )();
}

/** After a price of the product changed in the city: the next visitor gets fresh figures. */
export function productPricesChanged(randomId: string, city: { id: number; slug: string }): void {
  revalidateTag(productCityTag(randomId, city.slug), { expire: 0 });
  invalidateBasicInfo(randomId, city.id);
}
