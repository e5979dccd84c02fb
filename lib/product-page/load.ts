import '@/lib/server-api/server-only';
import type { CustomerCenterReviews } from '@/lib/reviews/client';
import { cachedRead } from '@/lib/cache/cached-read';
import { pathSegment } from '@/lib/page-params/params';
import type { Db } from '@/lib/db/connect';
import { listReviews } from '@/lib/reviews';
import { productCityTag } from '@/lib/catalog/cache-tags';
import { findProductInCity } from '@/lib/catalog/lookups';
import {
  getPriceSummary,
  getRatingSummary,
  listAreaPrices,
  listPartnerOrganisations,
} from '@/lib/catalog/prices';
import { listSimilarProducts } from '@/lib/catalog/products';
import { cachedReportRecords, type ReportRecordsRead } from '@/lib/catalog/report-record';
import type {
  AreaPrice,
  City,
  PartnerOrganisation,
  PriceSummary,
  Product,
  SimilarProduct,
} from '@/lib/catalog/types';

/** What the page and the basic info call both show of one product in one city. */
export interface ProductOffers {
  city: City;
  product: Product;
  prices: PriceSummary;
  partners: PartnerOrganisation[];
  areaPrices: AreaPrice[];
}

export interface ProductPageData extends ProductOffers {
  rating: { average: number | null; count: number };
  reviews: CustomerCenterReviews;
  similar: SimilarProduct[];
}

/**
 * The one product loader: prices, partner organisations and area prices of a found product.
 * The partners' order reads the city's report records (`reportRecords`, cached per city).
 */
export async function loadProductOffers(
  db: Db,
  { product, city }: { product: Product; city: City },
  reportRecords: ReportRecordsRead = cachedReportRecords,
): Promise<ProductOffers> {
  const [prices, partners, areaPrices] = await Promise.all([
    getPriceSummary(db, product.id, city.id),
    reportRecords(city.id).then((records) =>
      listPartnerOrganisations(db, product.id, city.slug, city.id, records),
    ),
    listAreaPrices(db, product.id, city.id),
  ]);
  return { city, product, prices, partners, areaPrices };
}

/** Everything the product page shows for one product in one city; null when either is unknown. */
export async function loadProductPage(
  db: Db,
  citySlug: string,
  randomId: string,
  reportRecords: ReportRecordsRead = cachedReportRecords,
): Promise<ProductPageData | null> {
  const lookup = await findProductInCity(db, randomId, { slug: citySlug });
  if (!lookup.found) return null;
  const { product, city } = lookup;
  const [offers, rating, reviews, similar] = await Promise.all([
    loadProductOffers(db, lookup, reportRecords),
    getRatingSummary(db, product.id, city.id),
    listReviews(
      db,
      { cityId: city.id, productId: product.id, covid: false },
      { all: false, cursor: null },
    ),
    listSimilarProducts(db, product, city.id),
  ]);
  return { ...offers, rating, reviews, similar };
}

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
  return cachedRead(
    ['product-page', city, id],
    { tags: [productCityTag(id, city)], revalidate: 86_400 },
    (db) => loadProductPage(db, city, id),
  );
}

/** The page's data for an address's raw segments: null for a malformed one or an unknown pair. */
export async function cachedProductPageAt(
  citySegment: string,
  randomIdSegment: string,
): Promise<ProductPageData | null> {
  const [citySlug, id] = [pathSegment(citySegment), pathSegment(randomIdSegment)];
  if (citySlug === null || id === null) return null;
  return cachedProductPage(citySlug, id);
}
