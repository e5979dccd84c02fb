// The client's address, for the per-address abuse limits. The production server
// (scripts/serve.mjs) rewrites X-Forwarded-For before the app sees it, keeping only what can be
// trusted: the entries our own proxies appended (TRUSTED_PROXY_COUNT of them) followed by the
// connection's own address. With no proxy in front (the default, 0) what a client writes in the
// header is dropped, so a forged address cannot buy a new budget.
import type { ApiRequest } from './api-request';

const MAX_ADDRESS = 64;

/** The connection's address as written in logs and limits: IPv4 without its IPv6 mapping. */
function plain(address: string | undefined): string {
  const a = (address ?? '').trim();
  return a.startsWith('::ffff:') && a.includes('.') ? a.slice(7) : a || 'unknown';
}

function entriesOf(header: string | string[] | null | undefined): string[] {
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  return text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The X-Forwarded-For the app is given: the last `trustedProxyCount` entries of the one that
 * arrived (what our proxies appended), then the connection's address.
 */
export function trustedForwardedFor(
  header: string | string[] | undefined,
  socketAddress: string | undefined,
  trustedProxyCount: number,
): string {
  const appended = trustedProxyCount > 0 ? entriesOf(header).slice(-trustedProxyCount) : [];
  return [...appended, plain(socketAddress)].join(', ');
}

/**
 * The client's address: the entry `trustedProxyCount` to the left of the last one (the
 * connection's). Under `next dev` and in tests, where nothing rewrote the header, that is read
 * from the header as it came.
 */
export function clientIp(request: Pick<ApiRequest, 'headers'>, trustedProxyCount: number): string {
  const entries = entriesOf(request.headers.get('x-forwarded-for'));
  const ip = entries[Math.max(0, entries.length - 1 - trustedProxyCount)];
  return ip && ip.length <= MAX_ADDRESS ? ip : 'unknown';
}
