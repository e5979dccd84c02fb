import type { PartnerOrganisation } from '@/lib/catalog/types';

/** Partner rows rendered on the server; the rest load on demand (components/product-page/partner-list). */
export const SERVER_ROWS = 10;

/** A partner row as the page passes it to the client list: what it shows and where it links. */
export type PartnerWithHref = Pick<
  PartnerOrganisation,
  | 'id'
  | 'name'
  | 'rating'
  | 'locationsCount'
  | 'discountPercent'
  | 'minPrice'
  | 'maxPrice'
  | 'imageUrl'
  | 'reportRecord'
> & { href: string };

/** Only the fields a row shows: everything passed to a client leaf is sent to the browser. */
export function toPartnerRow(p: Omit<PartnerWithHref, 'href'>, href: string): PartnerWithHref {
  return {
    id: p.id,
    name: p.name,
    rating: p.rating,
    locationsCount: p.locationsCount,
    discountPercent: p.discountPercent,
    minPrice: p.minPrice,
    maxPrice: p.maxPrice,
    imageUrl: p.imageUrl,
    reportRecord: p.reportRecord,
    href,
  };
}
