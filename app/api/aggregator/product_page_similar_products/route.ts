import { similarProductsQuery, type SimilarProducts } from '@/lib/product-page';
import { methodNotAllowed, notFoundError } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PUBLIC_SHORT } from '@/lib/server-api/responses';
import { parseQuery } from '@/lib/server-api/validation';
import { getCityById } from '@/lib/catalog/cities';
import { getProductByRandomId, listSimilarProducts } from '@/lib/catalog/products';
import { getReplicaDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

export const GET = withApi(async (request) => {
  const q = parseQuery(request, similarProductsQuery);
  const db = await getReplicaDb();
  const [product, city] = await Promise.all([
    getProductByRandomId(db, q.product_random_id),
    q.city_id === undefined ? undefined : getCityById(db, q.city_id),
  ]);
  if (!product) throw notFoundError('The product', 'product_not_found');
  if (city === null) throw notFoundError('The city', 'city_not_found');
  const similar = await listSimilarProducts(db, product, city?.id ?? null);
  const body: SimilarProducts = {
    similar_products: similar.map((p) => ({
      name: p.name,
      product_url_slug: p.urlSlug,
      random_id: p.randomId,
    })),
  };
  return Response.json(body, { headers: PUBLIC_SHORT });
});

export const POST = methodNotAllowed('GET');
