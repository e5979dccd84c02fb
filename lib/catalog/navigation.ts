// The marketing team's query string (utm_* and the rest) must survive every hop: `carryQuery`
// merges the visitor's query into a link, the link's own parameters first.

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
