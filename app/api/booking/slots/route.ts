import {
  bookingSlotsQuery,
  getBookingCentre,
  bookableDates,
  availability,
  toSlotView,
} from '@/lib/booking';
import { HttpError, methodNotAllowed, notFoundError } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseQuery } from '@/lib/server-api/validation';
import { getProductByRandomId } from '@/lib/catalog/products';
import { getReplicaDb } from '@/lib/db';
import { readsPinned } from '@/lib/server-api/read-your-writes';

export const dynamic = 'force-dynamic';

export const GET = withApi(async (request) => {
  const q = parseQuery(request, bookingSlotsQuery);
  const now = new Date();
  const dates = bookableDates(now);
  if (!dates.includes(q.date)) {
    throw new HttpError(
      400,
      'invalid_parameter',
      'date: must be today or within the next 13 days.',
    );
  }
  // Right after this browser booked, its places must show that booking: the primary.
  const db = await getReplicaDb(readsPinned(request));
  const product = await getProductByRandomId(db, q.product_random_id);
  if (!product) throw notFoundError('The product', 'product_not_found');
  const centre = await getBookingCentre(db, product, q.centre_id, now);
  if (!centre) throw notFoundError('A centre offering this test', 'centre_not_found');
  const slots = await availability(db, product, centre, q.date, now);
  return Response.json({ date: q.date, dates, slots: slots.map(toSlotView) }, { headers: PRIVATE });
});

export const POST = methodNotAllowed('GET');
