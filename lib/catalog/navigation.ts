// The marketing team's query string (utm_* and the rest) must survive every hop: `carryQuery`
// merges the visitor's query into a link, the link's own parameters first.

/**
 * Parameters that belong to the page they are on (a search's words and city, the login's way
 * back, the home page's city, a partner page's test), never carried to other links.
 */
export const PAGE_OWN_PARAMS = ['query', 'city_id', 'q', 'city', 'next', 'product_id'];

/** The visitor's query string without the page's own parameters: what links carry on. */
export function carriedQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const own of PAGE_OWN_PARAMS) params.delete(own);
  return params.toString();
}

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
