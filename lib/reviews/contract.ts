// The wire contract of GET /api/aggregator/customer_center_reviews/ (docs/product.md, Calls).
import { z } from 'zod';
import { flag, id, randomId } from '@/lib/catalog/ids';

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

export type CustomerCenterReviews = z.infer<typeof customerCenterReviewsResponse>;
