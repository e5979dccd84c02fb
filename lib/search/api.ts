// The search page's call from the browser: the centres of the area a patient chose.
import { createHttpClient, type HttpClient, type RequestOptions } from '@/lib/browser-api/client';
import type { AreaOffers } from './contract';

export function searchCalls(http: HttpClient = createHttpClient()) {
  return {
    areaOffers: (
      q: { city_id: number; area_id: number; products: string; language: string },
      opts?: RequestOptions,
    ) => http.get<AreaOffers>('/api/search/area_offers/', { ...opts, params: q }),
  };
}
