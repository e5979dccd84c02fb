import { areaOffersQuery, listAreaOffers, toAreaOffersView, type AreaOffers } from '@/lib/search';
import { errorResponse, methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PUBLIC_SHORT } from '@/lib/server-api/responses';
import { parseQuery } from '@/lib/server-api/validation';
import { getReplicaDb } from '@/lib/db';
import { localArea } from '@/lib/i18n/catalogue';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

export const dynamic = 'force-dynamic';

/**
 * The centres of one area of the city offering each of the search page's results. The same
 * for everyone (the language is in the address, not a cookie), so shared caches may keep it.
 */
export const GET = withApi(async (request) => {
  const q = parseQuery(request, areaOffersQuery);
  const db = await getReplicaDb();
  const found = await listAreaOffers(db, q.city_id, q.area_id, q.products);
  if (!found) return errorResponse(404, 'No such area in this city.', 'area_not_found');
  const language = q.language ?? DEFAULT_LOCALE;
  const body: AreaOffers = {
    area: { id: found.area.id, name: localArea(language, found.area.citySlug, found.area.name) },
    ...toAreaOffersView(found.offers),
  };
  return Response.json(body, { headers: PUBLIC_SHORT });
});

export const POST = methodNotAllowed('GET');
