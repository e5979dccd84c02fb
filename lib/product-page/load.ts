import type { CustomerCenterReviews } from '@/lib/reviews/contract';
import type { Db } from '@/lib/db/connect';
import { listReviews } from '@/lib/reviews';
import { getCityBySlug } from '@/lib/catalog/cities';
import {
  getPriceSummary,
  getRatingSummary,
  listAreaPrices,
  listPartnerOrganisations,
} from '@/lib/catalog/prices';
import { getProductByRandomId, listSimilarProducts } from '@/lib/catalog/products';
import type {
  AreaPrice,
  City,
  PartnerOrganisation,
  PriceSummary,
  Product,
  SimilarProduct,
} from '@/lib/catalog/types';

export interface ProductPageData {
  city: City;
  product: Product;
  prices: PriceSummary;
  rating: { average: number | null; count: number };
  partners: PartnerOrganisation[];
  areaPrices: AreaPrice[];
  reviews: CustomerCenterReviews;
  similar: SimilarProduct[];
}

/** Everything the product page shows for one product in one city; null when either is unknown. */
export async function loadProductPage(
  db: Db,
  citySlug: string,
  randomId: string,
): Promise<ProductPageData | null> {
  const [city, product] = await Promise.all([
    getCityBySlug(db, citySlug),
    getProductByRandomId(db, randomId.toLowerCase()),
  ]);
  if (!city || !product) return null;
  const [prices, rating, partners, areaPrices, reviews, similar] = await Promise.all([
    getPriceSummary(db, product.id, city.id),
    getRatingSummary(db, product.id, city.id),
    listPartnerOrganisations(db, product.id, city.slug, city.id),
    listAreaPrices(db, product.id, city.id),
    listReviews(
      db,
      { cityId: city.id, productId: product.id, covid: false },
      { all: false, cursor: null },
    ),
    listSimilarProducts(db, product, city.id),
  ]);
  return { city, product, prices, rating, partners, areaPrices, reviews, similar };
}

/** The cache tag of one product's page in one city (see lib/catalog/page-cache.ts). */
export function productCityTag(randomId: string, citySlug: string): string {
  return `product:${randomId.toLowerCase()}:city:${citySlug.toLowerCase()}`;
}
