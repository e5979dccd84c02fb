import { bookingCentresQuery } from '@/lib/api/booking-contract';
import { methodNotAllowed } from '@/lib/api/errors';
import { withApi } from '@/lib/api/handler';
import { productAndCity } from '@/lib/api/lookups';
import { PRIVATE } from '@/lib/api/responses';
import { parseQuery } from '@/lib/api/validation';
import { listBookingCentres } from '@/lib/booking/centres';
import { toCentreView } from '@/lib/booking/wire';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

export const GET = withApi(async (request) => {
  const q = parseQuery(request, bookingCentresQuery);
  const db = await getDb();
  const { product, city } = await productAndCity(db, q.product_random_id, q.city_id);
  const centres = await listBookingCentres(db, product, city.id, new Date());
  return Response.json({ centres: centres.map(toCentreView) }, { headers: PRIVATE });
});

export const POST = methodNotAllowed('GET');
