import { displayedListPrice } from '@/lib/catalog/pricing';
import { formatRupees } from '@/lib/locale/india';

/**
 * The struck list price: screen readers say "List price" before it (an `s` may not carry an
 * aria-label, and most readers do not announce the strike).
 */
export function ListPrice({ price, className }: { price: number; className: string }) {
  return (
    <>
      <span className="visually-hidden">List price </span>
      <s className={className}>{formatRupees(price)}</s>
    </>
  );
}

/** "₹2,500 ₹3,750": the starting price with the struck-through list price of SPEC.md point 9. */
export function StartingPrice({ minPrice }: { minPrice: number }) {
  return (
    <span className="starting-price">
      <span className="price-now">{formatRupees(minPrice)}</span>{' '}
      <ListPrice price={displayedListPrice(minPrice)} className="price-list" />
    </span>
  );
}
