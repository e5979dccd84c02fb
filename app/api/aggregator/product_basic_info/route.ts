import { productBasicInfoQuery, type ProductBasicInfo } from '@/lib/product-page/contract';
import { methodNotAllowed, notFound } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseQuery } from '@/lib/server-api/validation';
import { requestViewer } from '@/lib/accounts/viewer';
import { getPublicBasicInfo } from '@/lib/product-page/basic-info';
import { layoutFlags } from '@/lib/product-page/flags';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';

export const dynamic = 'force-dynamic';

export const GET = withApi(async (request) => {
  const query = parseQuery(request, productBasicInfoQuery);
  const db = await getDb();
  const lookup = await getPublicBasicInfo(db, query.product_random_id, query.city_id);
  if (!lookup.found) {
    throw lookup.missing === 'product'
      ? notFound('The product', 'product_not_found')
      : notFound('The city', 'city_not_found');
  }
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
