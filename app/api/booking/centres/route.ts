import { bookingCentresQuery } from '@/lib/api/booking-contract';
import { methodNotAllowed, notFound } from '@/lib/api/errors';
import { withApi } from '@/lib/api/handler';
import { PRIVATE } from '@/lib/api/responses';
import { parseQuery } from '@/lib/api/validation';
import { listBookingCentres } from '@/lib/booking/centres';
import { toCentreView } from '@/lib/booking/wire';
import { getCityById } from '@/lib/catalog/cities';
import { getProductByRandomId } from '@/lib/catalog/products';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

export const GET = withApi(async (request) => {
  const q = parseQuery(request, bookingCentresQuery);
  const db = await getDb();
  const [product, city] = await Promise.all([
    getProductByRandomId(db, q.product_random_id),
    getCityById(db, q.city_id),
  ]);
  if (!product) throw notFound('The product', 'product_not_found');
  if (!city) throw notFound('The city', 'city_not_found');
  const centres = await listBookingCentres(db, product, city.id, new Date());
  return Response.json({ centres: centres.map(toCentreView) }, { headers: PRIVATE });
});

export const POST = methodNotAllowed('GET');
