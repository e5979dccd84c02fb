import { customerCenterReviewsQuery } from '@/lib/reviews/contract';
import { HttpError, methodNotAllowed, notFoundError } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PUBLIC_SHORT } from '@/lib/server-api/responses';
import { parseQuery } from '@/lib/server-api/validation';
import { getCityById } from '@/lib/catalog/cities';
import { centreExists, organisationExists } from '@/lib/catalog/partners';
import { getProductByRandomId } from '@/lib/catalog/products';
import { getReplicaDb } from '@/lib/db';
import { decodeCursor, listReviewsCached } from '@/lib/reviews';

export const dynamic = 'force-dynamic';

export const GET = withApi(async (request) => {
  const q = parseQuery(request, customerCenterReviewsQuery);
  const cursor = q.cursor === undefined ? null : decodeCursor(q.cursor);
  if (q.cursor !== undefined && cursor === null) {
    throw new HttpError(400, 'invalid_cursor', 'cursor: is not one this server gave out.');
  }
  const db = await getReplicaDb();
  const [product, city, centreKnown, organisationKnown] = await Promise.all([
    q.product_random_id === undefined ? undefined : getProductByRandomId(db, q.product_random_id),
    q.city_id === undefined ? undefined : getCityById(db, q.city_id),
    q.partner_center_id === undefined ? true : centreExists(db, q.partner_center_id),
    q.directory_center_id === undefined ? true : organisationExists(db, q.directory_center_id),
  ]);
  if (product === null) throw notFoundError('The product', 'product_not_found');
  if (city === null) throw notFoundError('The city', 'city_not_found');
  if (!centreKnown) throw notFoundError('The partner centre', 'centre_not_found');
  if (!organisationKnown) throw notFoundError('The partner organisation', 'organisation_not_found');

  const body = await listReviewsCached(
    db,
    {
      partnerCentreId: q.partner_center_id,
      organisationId: q.directory_center_id,
      cityId: q.city_id,
      productId: product?.id,
      onlyPartnerReviews: q.show_partner_reviews,
      covid: q.get_covid_reviews,
    },
    { all: q.show_all_reviews, cursor },
  );
  return Response.json(body, { headers: PUBLIC_SHORT });
});

export const POST = methodNotAllowed('GET');
