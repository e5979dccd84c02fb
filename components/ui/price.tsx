import { displayedListPrice } from '@/lib/catalog/pricing';
import { formatRupees } from '@/lib/locale/india';

/**
 * The struck list price: screen readers say "List price" before it (an `s` may not carry an
 * aria-label, and most readers do not announce the strike).
 */
export function ListPrice({
  price,
  className,
  label = 'List price',
}: {
  price: number;
  className: string;
  /** "List price" in the page's language. */
  label?: string;
}) {
  return (
    <>
      <span className="visually-hidden">{label} </span>
      <s className={className}>{formatRupees(price)}</s>
    </>
  );
}

/**
 * "₹2,500 ₹3,750": the starting price with the struck-through list price of docs/product.md,
 * Constants.
 */
export function StartingPrice({ minPrice, listLabel }: { minPrice: number; listLabel?: string }) {
  return (
    <span className="starting-price">
      <span className="price-now">{formatRupees(minPrice)}</span>{' '}
      <ListPrice price={displayedListPrice(minPrice)} className="price-list" label={listLabel} />
    </span>
  );
}
