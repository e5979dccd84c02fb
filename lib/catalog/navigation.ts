// Every address the product page links to (SPEC.md point 2, "Navigation targets"), built in
// one place. The marketing team's query string (utm_* and the rest) must survive every hop:
// `carryQuery` merges the visitor's query into a link, the link's own parameters first.

/** Adds the visitor's query parameters to `href`, keeping the link's own values and its hash. */
export function carryQuery(href: string, visitorQuery: string): string {
  const hashAt = href.indexOf('#');
  const hash = hashAt >= 0 ? href.slice(hashAt) : '';
  const withoutHash = hashAt >= 0 ? href.slice(0, hashAt) : href;
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt >= 0 ? withoutHash.slice(0, queryAt) : withoutHash;
  const params = new URLSearchParams(queryAt >= 0 ? withoutHash.slice(queryAt + 1) : '');
  const own = new Set(params.keys());
  for (const [key, value] of new URLSearchParams(visitorQuery)) {
    if (!own.has(key)) params.append(key, value);
  }
  const query = params.toString();
  return `${path}${query ? `?${query}` : ''}${hash}`;
}

function withParams(path: string, params: Record<string, string | number>, hash = ''): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  return `${path}?${query.toString()}${hash}`;
}

export type Service = 'walkin' | 'home-service';

export interface LinkContext {
  city: { id: number; slug: string };
  product: { name: string; randomId: string; urlSlug: string };
}

/** The targets, without the visitor's query (the page is shared; see carryQuery). */
export const links = {
  /** Hash screens of the product page itself: the browser keeps path and query. */
  bookAppointment: (service: Service, centreId?: number) =>
    `#/book-appointment/${service}/${centreId === undefined ? '' : `${centreId}/`}`,
  servicePicker: (centreId: number | 'null' = 'null') => `#/diagnostic-service-picker/${centreId}/`,
  searchByArea: ({ city, product }: LinkContext, areaId: number) =>
    withParams(
      '/search/',
      { query: product.name, city_id: city.id },
      `#/sort_by_area_id=${areaId}`,
    ),
  organisation: ({ product }: LinkContext, organisationPageUrl: string) =>
    carryQuery(
      organisationPageUrl,
      new URLSearchParams({ product_id: product.randomId }).toString(),
    ),
  similar: ({ city }: LinkContext, similar: { urlSlug: string; randomId: string }) =>
    `/${city.slug.toLowerCase()}/${similar.urlSlug}/${similar.randomId}/`,
  otherMriScans: ({ city }: LinkContext) => withParams('/scans/', { city_id: city.id }, '#/mri'),
  deal: ({ city }: LinkContext) =>
    withParams('/deal/hc_499_tvhr_0_33/', { utm_experiment_city: city.slug.toLowerCase() }),
};
