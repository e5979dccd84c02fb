// The calls the product page's live parts make (docs/product.md, Calls): its own, and those of the
// features it composes, typed by the zod schemas the route handlers answer with.
import { callMeCalls } from '@/lib/call-me/client';
import { chatCalls } from '@/lib/chat/client';
import { reviewsCalls } from '@/lib/reviews/client';
import { createHttpClient, type HttpClient, type RequestOptions } from '@/lib/browser-api/client';
import type { ProductBasicInfo, SimilarProducts } from './contract';

export function createApi(http: HttpClient = createHttpClient()) {
  return {
    productBasicInfo: (q: { product_random_id: string; city_id: number }, opts?: RequestOptions) =>
      http.get<ProductBasicInfo>('/api/aggregator/product_basic_info/', { ...opts, params: q }),
    similarProducts: (q: { product_random_id: string; city_id?: number }, opts?: RequestOptions) =>
      http.get<SimilarProducts>('/api/aggregator/product_page_similar_products/', {
        ...opts,
        params: q,
      }),
    ...reviewsCalls(http),
    ...callMeCalls(http),
    ...chatCalls(http),
  };
}
