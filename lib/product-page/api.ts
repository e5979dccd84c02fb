// The calls of SPEC.md point 7, typed by the same zod schemas the route handlers answer with.
import type { CallMeResult } from '@/lib/call-me/contract';
import type { ConversationLog } from '@/lib/chat/contract';
import type { PopularTests } from '@/lib/home/contract';
import type { CustomerCenterReviews } from '@/lib/reviews/contract';
import type { ProductBasicInfo, SimilarProducts } from '@/lib/product-page/contract';
import { createHttpClient, type HttpClient, type RequestOptions } from '@/lib/browser-api/client';

export function createApi(http: HttpClient = createHttpClient()) {
  return {
    productBasicInfo: (q: { product_random_id: string; city_id: number }, opts?: RequestOptions) =>
      http.get<ProductBasicInfo>('/api/aggregator/product_basic_info/', { ...opts, params: q }),
    customerCenterReviews: (
      q: {
        show_all_reviews: boolean;
        partner_center_id?: number;
        directory_center_id?: number;
        show_partner_reviews?: boolean;
        city_id?: number;
        get_covid_reviews?: boolean;
        product_random_id?: string;
        cursor?: string | null;
      },
      opts?: RequestOptions,
    ) =>
      http.get<CustomerCenterReviews>('/api/aggregator/customer_center_reviews/', {
        ...opts,
        params: q,
      }),
    similarProducts: (q: { product_random_id: string; city_id?: number }, opts?: RequestOptions) =>
      http.get<SimilarProducts>('/api/aggregator/product_page_similar_products/', {
        ...opts,
        params: q,
      }),
    callMe: (body: { call_me_number: string; source: string }, opts?: RequestOptions) =>
      http.post<CallMeResult>('/api/aggregator/call_me/', body, opts),
    conversationLog: (
      body: {
        source_page_name: string;
        third_party_flow_name: string;
        product_random_id?: string;
        city_id?: number;
      },
      opts?: RequestOptions,
    ) => http.post<ConversationLog>('/api/whatsapp/conversation_log/', body, opts),
    popularTests: (q: { city_slug?: string }, opts?: RequestOptions) =>
      http.get<PopularTests>('/api/catalog/popular_tests/', { ...opts, params: q }),
  };
}
