// The proxy (proxy.ts) costs about 40% of a cached product page's serving time, so it must
// not run for canonical addresses. Next needs its matcher as a literal; this builds that
// literal from the catalogue's product slugs, and a test keeps proxy.ts equal to it.
import { CANONICAL_PRODUCT_ID_SOURCE, PRODUCT_ID_SOURCE } from '@/lib/catalog/ids';
import { DEFAULT_LOCALE, LOCALES } from '@/lib/i18n/locales';

/**
 * Matches product-shaped paths (three segments, a 6-character id) that are NOT already in
 * canonical form: any upper-case letter, or a slug that is not a catalogue product slug. The
 * same after a language prefix ("/hi/...").
 */
export function buildProxyMatcher(productSlugs: string[]): string {
  const slugs = [...new Set(productSlugs)].sort().join('|');
  const shape = `(?=[^/]+/[^/]+/${PRODUCT_ID_SOURCE}/?$)`;
  const notCanonical = `(?:(?=.*[A-Z])|(?![a-z0-9-]+/(?:${slugs})/${CANONICAL_PRODUCT_ID_SOURCE}/?$))`;
  const prefixes = LOCALES.filter((l) => l !== DEFAULT_LOCALE).join('|');
  return `/((?:(?:${prefixes})/)?(?!api/|_next/|partner-logos/|partners/)${shape}${notCanonical}.*)`;
}
