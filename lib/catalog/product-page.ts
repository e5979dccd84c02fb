import type { Db } from '@/lib/db/connect';
import { getCityBySlug } from './cities';
import { listAreaPrices, listPartnerOrganisations, getPriceSummary } from './prices';
import { getProductByRandomId } from './products';
import type { AreaPrice, City, PartnerOrganisation, PriceSummary, Product } from './types';

export interface ProductPageData {
  city: City;
  product: Product;
  prices: PriceSummary;
  partners: PartnerOrganisation[];
  areaPrices: AreaPrice[];
}

/** Everything the product page shows for one product in one city; null when either is unknown. */
export async function loadProductPage(
  db: Db,
  citySlug: string,
  randomId: string,
): Promise<ProductPageData | null> {
  const [city, product] = await Promise.all([
    getCityBySlug(db, citySlug),
    getProductByRandomId(db, randomId),
  ]);
  if (!city || !product) return null;
  const [prices, partners, areaPrices] = await Promise.all([
    getPriceSummary(db, product.id, city.id),
    listPartnerOrganisations(db, product.id, city.slug, city.id),
    listAreaPrices(db, product.id, city.id),
  ]);
  return { city, product, prices, partners, areaPrices };
}
