// The wire contract of GET /api/catalog/popular_tests/ (the 404 page's way on).
import { z } from 'zod';

export const popularTestsQuery = z.object({
  /** The first segment of the missing address; unknown or absent means the first city. */
  city_slug: z.string().max(40).optional(),
});

export const popularTestsResponse = z.object({
  city: z.object({ id: z.number().int(), slug: z.string(), name: z.string() }),
  tests: z.array(z.object({ name: z.string(), url: z.string(), min_price: z.number().int() })),
});

export type PopularTests = z.infer<typeof popularTestsResponse>;
