// The popular tests the 404 page offers, asked from the browser.
import { createHttpClient, type HttpClient, type RequestOptions } from '@/lib/browser-api/client';
import type { PopularTests } from './contract';

export function popularTestsCalls(http: HttpClient = createHttpClient()) {
  return {
    popularTests: (q: { city_slug?: string }, opts?: RequestOptions) =>
      http.get<PopularTests>('/api/catalog/popular_tests/', { ...opts, params: q }),
  };
}
