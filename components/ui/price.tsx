import { displayedListPrice } from '@/lib/catalog/pricing';
import { formatRupees } from '@/lib/locale/india';

/** "₹2,500 ₹3,750": the starting price with the struck-through list price of SPEC.md point 9. */
export function StartingPrice({ minPrice }: { minPrice: number }) {
  return (
    <span className="starting-price">
      <span className="price-now">{formatRupees(minPrice)}</span>{' '}
      <s
        className="price-list"
        aria-label={`List price ${formatRupees(displayedListPrice(minPrice))}`}
      >
        {formatRupees(displayedListPrice(minPrice))}
      </s>
    </span>
  );
}
