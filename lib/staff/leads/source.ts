/**
 * The storefront page a lead came from, as a path on this site. The call-me form sends the
 * absolute address; only its path and query are kept, so the console never links elsewhere.
 */
export function sourcePath(source: string): string {
  try {
    const url = new URL(source, 'http://storefront.invalid');
    return `${url.pathname}${url.search}`;
  } catch {
    return '/';
  }
}
