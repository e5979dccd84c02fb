import { customerCenterReviewsQuery, decodeCursor, reviewsAnswerCached } from '@/lib/reviews';
import { HttpError, methodNotAllowed, notFoundError } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PUBLIC_SHORT } from '@/lib/server-api/responses';
import { parseQuery } from '@/lib/server-api/validation';
import { getReplicaDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

const MISSING = {
  product: ['The product', 'product_not_found'],
  city: ['The city', 'city_not_found'],
  centre: ['The partner centre', 'centre_not_found'],
  organisation: ['The partner organisation', 'organisation_not_found'],
} as const;

export const GET = withApi(async (request) => {
  const q = parseQuery(request, customerCenterReviewsQuery);
  const cursor = q.cursor === undefined ? null : decodeCursor(q.cursor);
  if (q.cursor !== undefined && cursor === null) {
    throw new HttpError(400, 'invalid_cursor', 'cursor: is not one this server gave out.');
  }
  const answer = await reviewsAnswerCached(await getReplicaDb(), {
    productRandomId: q.product_random_id,
    cityId: q.city_id,
    partnerCentreId: q.partner_center_id,
    organisationId: q.directory_center_id,
    onlyPartnerReviews: q.show_partner_reviews,
    covid: q.get_covid_reviews,
    all: q.show_all_reviews,
    cursor,
  });
  if (!answer.found) throw notFoundError(MISSING[answer.missing][0], MISSING[answer.missing][1]);
  return new Response(answer.json, {
    headers: { ...PUBLIC_SHORT, 'content-type': 'application/json' },
  });
});

export const POST = methodNotAllowed('GET');
