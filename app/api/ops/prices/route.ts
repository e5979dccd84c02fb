import {
  opsPriceUpdateBody,
  opsPricesQuery,
  requireOpsToken,
  listCentrePrices,
  setCentrePrice,
} from '@/lib/price-updates';
import { methodNotAllowed, notFoundError } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { productAndCity } from '@/lib/catalog/lookups';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseJsonBody, parseQuery } from '@/lib/server-api/validation';
import { getDb } from '@/lib/db';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';

export const dynamic = 'force-dynamic';

/** The centres' prices of a product in a city. */
export const GET = withApi(async (request) => {
  requireOpsToken(request, env().OPS_API_TOKEN);
  const q = parseQuery(request, opsPricesQuery);
  const db = await getDb();
  const { product, city } = await productAndCity(db, q.product_random_id, q.city_id);
  return Response.json(
    { centre_prices: await listCentrePrices(db, product.id, city.id) },
    { headers: PRIVATE },
  );
});

/** Sets one centre's price; the product's page in that city is rebuilt on its next visit. */
export const POST = withApi(async (request) => {
  requireOpsToken(request, env().OPS_API_TOKEN);
  const body = await parseJsonBody(request, opsPriceUpdateBody);
  const changed = await setCentrePrice(await getDb(), {
    centreId: body.centre_id,
    productRandomId: body.product_random_id,
    price: body.price,
    listPrice: body.list_price,
  });
  if (!changed) throw notFoundError('That centre’s price of the product', 'price_not_found');
  logger.info(
    { centre_id: body.centre_id, product: changed.randomId, price: body.price },
    'price updated',
  );
  return Response.json({ success: true }, { headers: PRIVATE });
});

export const PUT = methodNotAllowed('GET', 'POST');
export const DELETE = methodNotAllowed('GET', 'POST');
