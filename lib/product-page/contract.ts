// The wire contract of SPEC.md point 7: one zod schema per request and per response.
// Route handlers parse with the request schemas and answer bodies built to the response
// schemas; the browser client (lib/http) and the contract tests use the same types.
import { z } from 'zod';
import { indianMobileSchema } from '@/lib/locale/mobile';

const flag = z
  .enum(['true', 'false', '1', '0', 'True', 'False'])
  .transform((v) => v === 'true' || v === '1' || v === 'True');
const required = (expected: string) => (issue: { input: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${expected}`;
/** An id in a query string: digits only, within a Postgres integer. */
export const id = z
  .string({ error: required('a number') })
  .regex(/^[0-9]{1,10}$/, 'must be a whole number')
  .transform(Number)
  .refine((n) => n >= 1 && n <= 2_147_483_647, 'must be between 1 and 2147483647');
/** An id in a JSON body. */
export const bodyId = z
  .number({ error: required('a number') })
  .int('must be a whole number')
  .min(1, 'must be positive')
  .max(2_147_483_647, 'is too large');
export const randomId = z
  .string({ error: required('a product id') })
  .regex(/^[A-Za-z0-9]{6}$/, 'must be a 6-character product id')
  .transform((v) => v.toLowerCase());

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
});

export const areaBasedPrice = z.object({
  id: z.number().int(),
  area_name: z.string(),
  min_price: z.number().int(),
});

export const area = z.object({ id: z.number().int(), name: z.string(), url_slug: z.string() });

/** The six layout flags of the response; their values come from lib/config/flags. */
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

// --- GET /api/aggregator/customer_center_reviews/ -----------------------------------------

export const customerCenterReviewsQuery = z
  .object({
    show_all_reviews: flag.default(false),
    partner_center_id: id.optional(),
    /** A partner organisation (the "directory" of its centres). */
    directory_center_id: id.optional(),
    show_partner_reviews: flag.optional(),
    city_id: id.optional(),
    get_covid_reviews: flag.default(false),
    product_random_id: randomId.optional(),
    /** From the previous page's next_cursor (show_all_reviews only). */
    cursor: z
      .string()
      .max(200, 'is not one this server gave out')
      .optional()
      .transform((v) => (v === '' ? undefined : v)),
  })
  .refine(
    (q) =>
      q.partner_center_id !== undefined ||
      q.directory_center_id !== undefined ||
      q.city_id !== undefined,
    { message: 'give partner_center_id, directory_center_id or city_id', path: ['city_id'] },
  );

export const review = z.object({
  customer_name: z.string(),
  created: z.string(),
  review_partner_center_rating: z.number().int().min(1).max(5),
  review_comments: z.string(),
  show_partner_reviews: z.boolean(),
  partner_center_name: z.string().nullable(),
});

export const customerCenterReviewsResponse = z.object({
  reviews: z.array(review),
  no_of_reviews_to_show_on_initial_load: z.number().int(),
  total_reviews_count: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page or without show_all_reviews. */
  next_cursor: z.string().nullable(),
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

// --- POST /api/aggregator/call_me/ --------------------------------------------------------

export const callMeBody = z.object({
  call_me_number: indianMobileSchema,
  /** The page the visitor asked from (an absolute http(s) URL or a path). */
  source: z
    .string({ error: required('a page address') })
    .trim()
    .min(1, 'is required')
    .max(2048, 'is too long')
    .refine((s) => /^(https?:\/\/[^\s]+|\/[^\s]*)$/.test(s), 'must be a page address'),
});

export const callMeResponse = z.object({ success: z.literal(true) });

// --- POST /api/whatsapp/conversation_log/ -------------------------------------------------

export const conversationLogBody = z.object({
  source_page_name: z
    .string({ error: required('a page name') })
    .trim()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be a page name such as product_page'),
  third_party_flow_name: z
    .string({ error: required('a flow name') })
    .trim()
    .min(1, 'is required')
    .max(120, 'is too long')
    .regex(/^[\p{L}\p{N} _.\-()]+$/u, 'has characters that are not allowed'),
  product_random_id: randomId.optional(),
  city_id: bodyId.optional(),
});

export const conversationLogResponse = z.object({ active_conversation_id: z.string() });

export type ProductBasicInfo = z.infer<typeof productBasicInfoResponse>;
export type CustomerCenterReviews = z.infer<typeof customerCenterReviewsResponse>;
export type SimilarProducts = z.infer<typeof similarProductsResponse>;
export type CallMeResult = z.infer<typeof callMeResponse>;
export type ConversationLog = z.infer<typeof conversationLogResponse>;

// --- Operations: /api/ops/prices/ (bearer token) ------------------------------------------

export const opsPricesQuery = z.object({ product_random_id: randomId, city_id: id });

const rupees = z
  .number({ error: required('a whole number of rupees') })
  .int()
  .min(1)
  .max(10_000_000);

export const opsPriceUpdateBody = z
  .object({
    centre_id: bodyId,
    product_random_id: randomId,
    price: rupees,
    list_price: rupees,
  })
  .refine((b) => b.list_price > b.price, { message: 'must be above price', path: ['list_price'] });

// --- GET /api/catalog/popular_tests/ (the 404 page's way on) -------------------------------

export const popularTestsQuery = z.object({
  /** The first segment of the missing address; unknown or absent means the first city. */
  city_slug: z.string().max(40).optional(),
});

export const popularTestsResponse = z.object({
  city: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  tests: z.array(z.object({ name: z.string(), url: z.string(), min_price: z.number().int() })),
});

export type PopularTests = z.infer<typeof popularTestsResponse>;
