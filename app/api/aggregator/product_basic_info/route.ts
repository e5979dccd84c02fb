import {
  productBasicInfoQuery,
  type ProductBasicInfo,
  cachedBasicInfo,
  layoutFlags,
} from '@/lib/product-page';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseQuery } from '@/lib/server-api/validation';
import { requestViewer } from '@/lib/accounts';
import { productInCityNotFound } from '@/lib/catalog/lookups';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

export const GET = withApi(async (request) => {
  const query = parseQuery(request, productBasicInfoQuery);
  const lookup = await cachedBasicInfo(query.product_random_id, query.city_id);
  if (!lookup.found) throw productInCityNotFound(lookup.missing);
  const db = await getDb();
  const viewer = await requestViewer(db, request);
  const body: ProductBasicInfo = {
    ...lookup.info,
    is_logged_in: viewer.isLoggedIn,
    customer_phone: viewer.customerPhone,
    ...layoutFlags(env()),
  };
  return Response.json(body, { headers: PRIVATE });
});

export const POST = methodNotAllowed('GET');
