import { bookingCentresQuery, listBookingCentres, toCentreView } from '@/lib/booking';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { productAndCity } from '@/lib/catalog/lookups';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseQuery } from '@/lib/server-api/validation';
import { getReplicaDb } from '@/lib/db';
import { readsPinned } from '@/lib/server-api/read-your-writes';

export const dynamic = 'force-dynamic';

export const GET = withApi(async (request) => {
  const q = parseQuery(request, bookingCentresQuery);
  // Right after this browser booked, its places must show that booking: the primary.
  const db = await getReplicaDb(readsPinned(request));
  const { product, city } = await productAndCity(db, q.product_random_id, q.city_id);
  const centres = await listBookingCentres(db, product, city.id, new Date());
  return Response.json({ centres: centres.map(toCentreView) }, { headers: PRIVATE });
});

export const POST = methodNotAllowed('GET');
