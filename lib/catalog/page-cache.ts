import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { getDb } from '@/lib/db';
import { invalidateBasicInfo } from '@/lib/product-page/basic-info';
import { listCities } from './cities';
import { loadOrganisationPage, type OrganisationPageData } from '@/lib/partners/organisation-page';
import { loadProductPage, productCityTag, type ProductPageData } from '@/lib/product-page/load';
import { listCityProducts } from './products';
import type { City, CityProduct } from './types';

/**
 * The product page's data, cached at run time per product and city (never at build time)
 * and tagged, so a price change rebuilds just that page.
 */
export function cachedProductPage(
  citySlug: string,
  randomId: string,
): Promise<ProductPageData | null> {
  const city = citySlug.toLowerCase();
  const id = randomId.toLowerCase();
  return unstable_cache(
    async () => loadProductPage(await getDb(), city, id),
    ['product-page', city, id],
    {
      tags: [productCityTag(id, city)],
      revalidate: 86_400,
    },
  )();
}

/** Every page that shows prices of many tests in one city (city, scans, partner pages). */
export function cityPricesTag(citySlug: string): string {
  return `city:${citySlug.toLowerCase()}:prices`;
}

/** The cities, in their order; they change only with a catalogue edit. */
export function cachedCities(): Promise<City[]> {
  return unstable_cache(async () => listCities(await getDb()), ['cities'], {
    tags: ['cities'],
    revalidate: 3_600,
  })();
}

/** Every test of the city with its starting price (home, city and scans pages). */
export function cachedCityCatalogue(
  city: City,
  order: 'category' | 'popularity' = 'category',
): Promise<CityProduct[]> {
  return unstable_cache(
    async () => listCityProducts(await getDb(), city.id, order),
    ['city-catalogue', String(city.id), order],
    { tags: [cityPricesTag(city.slug)], revalidate: 86_400 },
  )();
}

/** A partner organisation's page in one city; its reviews may lag by up to an hour. */
export function cachedOrganisationPage(
  organisationSlug: string,
  citySlug: string,
): Promise<OrganisationPageData | null> {
  const organisation = organisationSlug.toLowerCase();
  const city = citySlug.toLowerCase();
  return unstable_cache(
    async () => loadOrganisationPage(await getDb(), organisation, city),
    ['organisation-page', organisation, city],
    { tags: [cityPricesTag(city)], revalidate: 3_600 },
  )();
}

/** After a price of the product changed in the city: the next visitor gets fresh figures. */
export function productPricesChanged(randomId: string, city: { id: number; slug: string }): void {
  revalidateTag(productCityTag(randomId, city.slug), { expire: 0 });
  revalidateTag(cityPricesTag(city.slug), { expire: 0 });
  invalidateBasicInfo(randomId, city.id);
}
