// The public (same for everyone) part of product_basic_info: built once per product and
// city and cached briefly, so a hot product page costs no query at all.
import type { ProductBasicInfo } from '@/lib/product-page/contract';
import { createTtlCache } from '@/lib/cache/ttl-cache';
import type { Db } from '@/lib/db/connect';
import { getCityById, listAreas } from '@/lib/catalog/cities';
import { getPriceSummary, listAreaPrices, listPartnerOrganisations } from '@/lib/catalog/prices';
import { getProductByRandomId } from '@/lib/catalog/products';
import type {
  Area,
  AreaPrice,
  PartnerOrganisation,
  PriceSummary,
  Product,
} from '@/lib/catalog/types';

export type PublicBasicInfo = Pick<
  ProductBasicInfo,
  'product' | 'partner_organizations' | 'area_based_prices' | 'areas'
>;

export type BasicInfoLookup =
  { found: true; info: PublicBasicInfo } | { found: false; missing: 'product' | 'city' };

export const BASIC_INFO_TTL_MS = 60_000;
const cache = createTtlCache<BasicInfoLookup>({ ttlMs: BASIC_INFO_TTL_MS, maxEntries: 5_000 });

export function toBasicInfo(
  product: Product,
  prices: PriceSummary,
  partners: PartnerOrganisation[],
  areaPrices: AreaPrice[],
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

async function load(db: Db, randomId: string, cityId: number): Promise<BasicInfoLookup> {
  const [product, city] = await Promise.all([
    getProductByRandomId(db, randomId),
    getCityById(db, cityId),
  ]);
  if (!product) return { found: false, missing: 'product' };
  if (!city) return { found: false, missing: 'city' };
  const [prices, partners, areaPrices, areas] = await Promise.all([
    getPriceSummary(db, product.id, city.id),
    listPartnerOrganisations(db, product.id, city.slug, city.id),
    listAreaPrices(db, product.id, city.id),
    listAreas(db, city.id),
  ]);
  return { found: true, info: toBasicInfo(product, prices, partners, areaPrices, areas) };
}

export function getPublicBasicInfo(
  db: Db,
  randomId: string,
  cityId: number,
): Promise<BasicInfoLookup> {
  return cache.get(`${randomId}:${cityId}`, () => load(db, randomId, cityId));
}

/** Call when a price of the product in the city changes, so the next request rebuilds it. */
export function invalidateBasicInfo(randomId: string, cityId: number): void {
  cache.delete(`${randomId}:${cityId}`);
}
