import { popularTestsQuery, type PopularTests } from '@/lib/home';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PUBLIC_SHORT } from '@/lib/server-api/responses';
import { parseQuery } from '@/lib/server-api/validation';
import { errorResponse } from '@/lib/server-api/errors';
import { getCityBySlug, listCities } from '@/lib/catalog/cities';
import { listCityProducts } from '@/lib/catalog/products';
import { productPath } from '@/lib/catalog/urls';
import { getReplicaDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

const POPULAR = 8;

/** The most booked tests of the city a missing address named (else the first city). */
export const GET = withApi(async (request) => {
  const q = parseQuery(request, popularTestsQuery);
  const db = await getReplicaDb();
  const city =
    (q.city_slug ? await getCityBySlug(db, q.city_slug) : null) ?? (await listCities(db))[0];
  if (!city) return errorResponse(404, 'The catalogue is empty.', 'city_not_found');
  const tests = (await listCityProducts(db, city.id, 'popularity')).slice(0, POPULAR);
  const body: PopularTests = {
    city: { id: city.id, slug: city.slug, name: city.name },
    tests: tests.map((t) => ({
      name: t.name,
      url: productPath(city.slug, t.urlSlug, t.randomId),
      min_price: t.minPrice,
    })),
  };
  return Response.json(body, { headers: PUBLIC_SHORT });
});

export const POST = methodNotAllowed('GET');
