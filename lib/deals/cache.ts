import 'server-only';
import { unstable_cache } from 'next/cache';
import { cityPricesTag } from '@/lib/catalog/cache-tags';
import type { City } from '@/lib/catalog/types';
import { getDb } from '@/lib/db';
import { loadDealInCity, type DealInCity } from './city';
import type { Deal } from './index';

/** The deal in a city, cached like the city's other price lists (same tag). */
export function cachedDealInCity(deal: Deal, city: City): Promise<DealInCity> {
  return unstable_cache(
    async () => loadDealInCity(await getDb(), deal, city),
    ['deal-in-city', deal.code, String(city.id)],
    { tags: [cityPricesTag(city.slug)], revalidate: 86_400 },
  )();
}
