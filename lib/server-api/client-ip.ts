/**
 * The client's address: X-Forwarded-For read from the right, skipping the entries our own
 * trusted proxies appended. `next start` sets the header to the socket address only when a
 * request arrives without one, so without a proxy in front the value can be chosen by the
 * client: per-IP limits are then a courtesy, and the per-phone limits carry the weight.
 */
export function clientIp(request: Request, trustedProxyCount: number): string {
  const entries = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const index = entries.length - Math.max(1, trustedProxyCount);
  const ip = entries[Math.max(0, index)];
  return ip && ip.length <= 64 ? ip : 'unknown';
}
