import { testCount, type Deal } from '@/lib/deals';

/** SPEC.md point 1: the deal's claims, as the product page's widget and the deal's page show them. */
export function DealPoints({ deal }: { deal: Deal }) {
  return (
    <ul className="promo-points">
      <li>
        <strong>{testCount(deal)} Tests</strong>
      </li>
      <li>
        <strong>Free Home Collection</strong>
      </li>
      <li>
        <strong>Reports in {deal.reportHours} Hours</strong>
      </li>
    </ul>
  );
}
