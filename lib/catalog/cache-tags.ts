// The cache tags of the catalogue's reads. Each cached read declares its cache beside it (the
// product page's in lib/product-page, the city's in cities.ts and products.ts); a price
// change revalidates the tags here, on every server that shares the cache (the product
// page's basic info keeps its own minute-long cache: lib/product-page/basic-info.ts).
import { revalidateTag } from 'next/cache';

/** One product's page in one city. */
export function productCityTag(randomId: string, citySlug: string): string {
  return `product:${randomId.toLowerCase()}:city:${citySlug.toLowerCase()}`;
}

/** Every page that shows prices of many tests in one city (city, scans, partner pages). */
export function cityPricesTag(citySlug: string): string {
  return `city:${citySlug.toLowerCase()}:prices`;
}

/** After a price of the product changed in the city: the next visitor gets fresh figures. */
export function productPricesChanged(randomId: string, city: { id: number; slug: string }): void {
  revalidateTag(productCityTag(randomId, city.slug), { expire: 0 });
  revalidateTag(cityPricesTag(city.slug), { expire: 0 });
}
