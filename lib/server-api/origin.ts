import { HttpError } from './errors';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * A browser sends Origin with every cross-site write; a foreign one (or "null", from a
 * sandboxed frame or a file) is a forged request and gets 403. Requests without an Origin
 * (server-to-server, curl) carry no browser credentials to abuse and are let through.
 */
export function checkOrigin(request: Request, siteUrl: string): void {
  if (!STATE_CHANGING.has(request.method)) return;
  const origin = request.headers.get('origin');
  if (origin === null) return;
  let host: string | null = null;
  try {
    host = origin === 'null' ? null : new URL(origin).host;
  } catch {
    host = null;
  }
  const ownHosts = new Set([new URL(siteUrl).host, request.headers.get('host')]);
  if (host === null || !ownHosts.has(host)) {
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
