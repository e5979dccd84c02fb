// Addresses of catalogue pages, built in one place so every link agrees with the routes.
import type { Service } from './types';

export function productPath(citySlug: string, productSlug: string, randomId: string): string {
  return `/${citySlug.toLowerCase()}/${productSlug}/${randomId}/`;
}

export function organisationPagePath(organisationSlug: string, citySlug: string): string {
  return `/partners/${organisationSlug}/${citySlug}/`;
}

export function cityPath(citySlug: string): string {
  return `/${citySlug.toLowerCase()}/`;
}

/** The city's scans, on the tab of `categoryCode` (the tabs follow the hash, "#/mri"). */
export function scansPath(cityId: number, categoryCode?: string): string {
  return `/scans/?city_id=${cityId}${categoryCode ? `#/${categoryCode}` : ''}`;
}

/** The search page; without a query, its start page in the city. */
export function searchPath(query: string, cityId: number): string {
  const params = new URLSearchParams(query ? { query } : {});
  params.set('city_id', String(cityId));
  return `/search/?${params.toString()}`;
}

export function dealPath(code: string, citySlug?: string): string {
  return `/deal/${code}/${citySlug ? `?utm_experiment_city=${citySlug.toLowerCase()}` : ''}`;
}

/** Where "My bookings" and a login without a destination lead. */
export const MY_BOOKINGS_PATH = '/my-bookings/';

/** The product page's booking screen (a hash screen: the browser keeps path and query). */
export function bookAppointmentHash(service: Service, centreId?: number): string {
  return `#/book-appointment/${service}/${centreId === undefined ? '' : `${centreId}/`}`;
}

/** The product page's walk-in-or-home question for a centre (a hash screen). */
export function servicePickerHash(centreId: number | 'null' = 'null'): string {
  return `#/diagnostic-service-picker/${centreId}/`;
}

/** Link-preview pictures (og:image), beside the page each shows; the `.png` ends the path. */
export const shareImagePaths = {
  product: (citySlug: string, productSlug: string, randomId: string) =>
    `${productPath(citySlug, productSlug, randomId)}og.png`,
  city: (citySlug: string) => `${cityPath(citySlug)}og.png`,
  scans: (citySlug: string) => `/scans/${citySlug.toLowerCase()}/og.png`,
  deal: (code: string) => `/deal/${code}/og.png`,
};
