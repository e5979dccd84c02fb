// The wire contract of GET /api/search/area_offers/: the centres of the area a patient chose on
// the search page ("#/sort_by_area_id=…", which never reaches the server), for the results it
// shows. The page itself carries only each result's cheapest few.
import { z } from 'zod';
import { id, randomId } from '@/lib/catalog/ids';
import { languageField } from '@/lib/i18n/request-language';
import { SEARCH_LIMIT } from './search';

export const areaOffersQuery = z.object({
  city_id: id,
  area_id: id,
  /** The results' product ids, comma-separated: a page's results at most. */
  products: z
    .string({ error: 'is required' })
    .max(SEARCH_LIMIT * 7, `must name at most ${SEARCH_LIMIT} products`)
    .transform((s) => s.split(','))
    .pipe(z.array(randomId).min(1).max(SEARCH_LIMIT, `must name at most ${SEARCH_LIMIT} products`)),
  /** The page's language: the area's name comes in it. */
  language: languageField,
});

const offerTuple = z.tuple([
  z.number().int(),
  z.number().int(),
  z.union([z.literal(0), z.literal(1)]),
]);

export const areaOffersResponse = z.object({
  area: z.object({ id: z.number().int(), name: z.string() }),
  /** By product id: that area's centres offering it, cheapest first; absent when none. */
  offers: z.record(z.string(), z.array(offerTuple)),
  centres: z.record(
    z.string(),
    z.object({
      name: z.string(),
      organisationName: z.string(),
      organisationSlug: z.string(),
      areaId: z.number().int(),
    }),
  ),
});

export type AreaOffers = z.infer<typeof areaOffersResponse>;
