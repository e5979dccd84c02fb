import { HttpError } from './errors';
import type { ApiRequest } from './api-request';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** An origin as the browser's Origin header names it (default ports dropped), or null. */
function originOf(value: string): string | null {
  try {
    const origin = new URL(value).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * This site's own origins: SITE_URL, and the address the request was served at (its Host,
 * with the scheme Next gives the request's URL: the socket's, or X-Forwarded-Proto as Next
 * itself reads it). For SITE_URL's own host, SITE_URL alone decides the scheme and port: a
 * proxy that ends TLS makes the request look like http, and http://site is not the site.
 */
function ownOrigins(request: Pick<ApiRequest, 'headers' | 'url'>, siteUrl: string): Set<string> {
  const site = new URL(siteUrl);
  const own = new Set([site.origin]);
  const host = request.headers.get('host');
  const served = host ? originOf(`${new URL(request.url).protocol}//${host}`) : null;
  if (served && new URL(served).hostname !== site.hostname) own.add(served);
  return own;
}

/**
 * A browser sends Origin with every cross-site write; a foreign one (or "null", from a
 * sandboxed frame or a file) is a forged request and gets 403. Scheme, host and port are
 * compared, not the host alone: https://127.0.0.1:3900 is not the http site on that port.
 * Requests without an Origin (server-to-server, curl) carry no browser credentials to abuse
 * and are let through.
 */
export function checkOrigin(
  request: Pick<ApiRequest, 'headers' | 'url' | 'method'>,
  siteUrl: string,
): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.get('origin');
  if (origin === null) return;
  const claimed = originOf(origin);
  if (claimed === null || !ownOrigins(request, siteUrl).has(claimed)) {
    throw new HttpError(
      403,
      'forbidden_origin',
      'This request must come from the DiagnoBook site.',
      {
        origin,
      },
    );
  }
}
