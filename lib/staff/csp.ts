// Staff pages carry patients' data, so they get a strict policy of their own: scripts only
// with this request's nonce (Next reads it from the request's policy and stamps its own
// scripts), no inline script without it, nothing from elsewhere.
export const STAFF_PAGE_PREFIXES = ['/ops/', '/partner/'] as const;

export function isStaffPage(pathname: string): boolean {
  return STAFF_PAGE_PREFIXES.some((p) => pathname === p.slice(0, -1) || pathname.startsWith(p));
}

export function staffCsp(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}
