// The public (same for everyone) part of product_basic_info: built by the product loader and
// cached per product and city under the tag a price change revalidates, so a hot product
// page's call costs no query at all.
import 'server-only';
import type { ProductBasicInfo } from '@/lib/product-page/contract';
import { cachedRead } from '@/lib/cache/cached-read';
import type { Db } from '@/lib/db/connect';
import { productCityTag } from '@/lib/catalog/cache-tags';
import { listAreas } from '@/lib/catalog/cities';
import { findProductInCity } from '@/lib/catalog/lookups';
import type { Area } from '@/lib/catalog/types';
import { loadProductOffers, type ProductOffers } from './load';

export type PublicBasicInfo = Pick<
  ProductBasicInfo,
  'product' | 'partner_organizations' | 'area_based_prices' | 'areas'
>;

export type BasicInfoLookup =
  { found: true; info: PublicBasicInfo } | { found: false; missing: 'product' | 'city' };

/** How long a basic info may be served before it is built again (a price change is at once). */
export const BASIC_INFO_REVALIDATE_SECONDS = 60;

export function toBasicInfo(
  { product, prices, partners, areaPrices }: ProductOffers,
  areas: Area[],
): PublicBasicInfo {
  return {
    product: {
      name: product.name,
      display_name: product.displayName,
      aliases: product.aliases,
      random_id: product.randomId,
      min_price: prices.minPrice,
      max_price: prices.maxPrice,
      is_home_service_available: prices.homeServiceAvailable,
      home_service_allowed: product.homeServiceAllowed,
      is_fasting_required: product.isFastingRequired,
      fasting_hours: product.fastingHours,
      preparation: product.preparationHtml,
      how_it_is_done: product.howItIsDoneHtml,
      faqs: product.faqs,
      show_night_pricing: product.showNightPricing,
      category: product.category.name,
      category_code: product.category.code,
      url_slug: product.urlSlug,
      report_hours: product.reportHours,
    },
    partner_organizations: partners.map((p) => ({
      id: p.id,
      name: p.name,
      rating: p.rating,
      locations_count: p.locationsCount,
      discount_percent: p.discountPercent,
      min_price: p.minPrice,
      max_price: p.maxPrice,
      image_url: p.imageUrl,
      organization_page_url: p.organisationPageUrl,
    })),
    area_based_prices: areaPrices.map((a) => ({
      id: a.id,
      area_name: a.areaName,
      min_price: a.minPrice,
    })),
    areas: areas.map((a) => ({ id: a.id, name: a.name, url_slug: a.urlSlug })),
  };
}

export async function loadBasicInfo(
  db: Db,
  randomId: string,
  cityId: number,
): Promise<BasicInfoLookup> {
  const lookup = await findProductInCity(db, randomId, { id: cityId });
  if (!lookup.found) return lookup;
  const [offers, areas] = await Promise.all([
    loadProductOffers(db, lookup),
    listAreas(db, lookup.city.id),
  ]);
  return { found: true, info: toBasicInfo(offers, areas) };
}

export function cachedBasicInfo(randomId: string, cityId: number): Promise<BasicInfoLookup> {
  const id = randomId.toLowerCase();
  return cachedRead(
    ['basic-info', id, String(cityId)],
    { tags: [productCityTag(id, cityId)], revalidate: BASIC_INFO_REVALIDATE_SECONDS },
    (db) => loadBasicInfo(db, id, cityId),
  );
}
