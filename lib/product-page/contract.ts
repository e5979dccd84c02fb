// The wire contract of the product page's own calls (docs/product.md, Calls): product basic info
// and similar products. Route handlers parse with the request schemas and answer bodies built
// to the response schemas; the browser calls (api.ts) and the contract tests use the same types.
import { z } from 'zod';
import { id, randomId } from '@/lib/catalog/ids';

// --- GET /api/aggregator/product_basic_info/ ---------------------------------------------

export const productBasicInfoQuery = z.object({
  product_random_id: randomId,
  city_id: id,
});

const faq = z.object({ question: z.string(), answer: z.string() });

export const basicInfoProduct = z.object({
  name: z.string(),
  display_name: z.string().nullable(),
  aliases: z.array(z.string()),
  random_id: z.string(),
  min_price: z.number().int().nullable(),
  max_price: z.number().int().nullable(),
  is_home_service_available: z.boolean(),
  home_service_allowed: z.boolean(),
  is_fasting_required: z.boolean(),
  fasting_hours: z.number().int().nullable(),
  preparation: z.string().nullable(),
  how_it_is_done: z.string().nullable(),
  faqs: z.array(faq),
  show_night_pricing: z.boolean(),
  category: z.string(),
  category_code: z.string(),
  url_slug: z.string(),
  report_hours: z.number().int(),
});

export const partnerOrganization = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().nullable(),
  locations_count: z.number().int(),
  discount_percent: z.number().int(),
  min_price: z.number().int(),
  max_price: z.number().int(),
  image_url: z.string(),
  organization_page_url: z.string(),
  /** Its centres' reports due in the last 90 days and those on time; null: too few to say. */
  report_record: z.object({ on_time: z.number().int(), total: z.number().int() }).nullable(),
});

export const areaBasedPrice = z.object({
  id: z.number().int(),
  area_name: z.string(),
  min_price: z.number().int(),
});

export const area = z.object({ id: z.number().int(), name: z.string(), url_slug: z.string() });

/** The six layout flags of the response; their values come from flags.ts. */
export const layoutFlags = z.object({
  entire_row_clickable_on_area_pricing_section: z.boolean(),
  show_book_appointment_2_button_design: z.boolean(),
  partner_center_row_has_locations_and_discounts: z.boolean(),
  partner_center_row_with_prices: z.boolean(),
  show_vhc_widget_for_home_service: z.boolean(),
});

export const productBasicInfoResponse = z.object({
  product: basicInfoProduct,
  partner_organizations: z.array(partnerOrganization),
  is_logged_in: z.boolean(),
  customer_phone: z.string().nullable(),
  ...layoutFlags.shape,
  area_based_prices: z.array(areaBasedPrice),
  areas: z.array(area),
});

// --- GET /api/aggregator/product_page_similar_products/ -----------------------------------

export const similarProductsQuery = z.object({
  product_random_id: randomId,
  city_id: id.optional(),
});

export const similarProductsResponse = z.object({
  similar_products: z.array(
    z.object({ name: z.string(), product_url_slug: z.string(), random_id: z.string() }),
  ),
});

export type ProductBasicInfo = z.infer<typeof productBasicInfoResponse>;
export type SimilarProducts = z.infer<typeof similarProductsResponse>;
