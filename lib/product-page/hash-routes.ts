// The screens inside the product page (docs/product.md, Routes): the address hash picks
// one, and the first pattern that matches wins, in the table's order.
import type { Service } from '@/lib/catalog/types';

export type HashRoute =
  | { screen: 'book-appointment'; service: Service; centerId: number | null }
  | { screen: 'service-picker'; centerId: number | null }
  | { screen: 'main' };

const SERVICE = '(walkin|home-service)';
// 'null' fills :center_id when no centre is chosen yet (docs/product.md, Navigation).
const CENTER = '(\\d{1,9}|null)';

const PATTERNS: { pattern: RegExp; route: (m: RegExpMatchArray) => HashRoute }[] = [
  {
    pattern: new RegExp(`^/book-appointment/${SERVICE}/${CENTER}/?$`),
    route: (m) => ({
      screen: 'book-appointment',
      service: m[1] as Service,
      centerId: centre(m[2]),
    }),
  },
  {
    pattern: new RegExp(`^/book-appointment/${SERVICE}/?$`),
    route: (m) => ({ screen: 'book-appointment', service: m[1] as Service, centerId: null }),
  },
  {
    pattern: new RegExp(`^/diagnostic-service-picker/${CENTER}/?$`),
    route: (m) => ({ screen: 'service-picker', centerId: centre(m[1]) }),
  },
];

function centre(text: string | undefined): number | null {
  return text === undefined || text === 'null' ? null : Number(text);
}

/** The screen an address hash ("#/book-appointment/walkin/12/") opens; the main page otherwise. */
export function matchHashRoute(hash: string): HashRoute {
  const path = hash.replace(/^#/, '');
  for (const { pattern, route } of PATTERNS) {
    const m = path.match(pattern);
    if (m) return route(m);
  }
  return { screen: 'main' };
}

/** docs/product.md, Page inputs: no loading spinner when the hash is exactly the root hash. */
export const ROOT_HASH = '#/';
