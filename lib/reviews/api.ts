// The reviews' browser call and what it asks.
import type { HttpClient, RequestOptions } from '@/lib/browser-api/client';
import type { CustomerCenterReviews } from './contract';

export type ReviewsQuery = {
  show_all_reviews: boolean;
  partner_center_id?: number;
  directory_center_id?: number;
  show_partner_reviews?: boolean;
  city_id?: number;
  get_covid_reviews?: boolean;
  product_random_id?: string;
  cursor?: string | null;
};

export function reviewsCalls(http: HttpClient) {
  return {
    customerCenterReviews: (q: ReviewsQuery, opts?: RequestOptions) =>
      http.get<CustomerCenterReviews>('/api/aggregator/customer_center_reviews/', {
        ...opts,
        params: q,
      }),
  };
}

export type ReviewsCalls = ReturnType<typeof reviewsCalls>;

/** Whose reviews a product page shows: one product in one city. */
export interface ReviewsScope {
  productRandomId: string;
  cityId: number;
  cityName: string;
}
