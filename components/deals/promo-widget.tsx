import { DealPoints } from '@/components/deals/deal-points';
import { ViewTests } from '@/components/deals/view-tests';
import { getDeal, testCount } from '@/lib/deals';

export const PROMO_DEAL = 'hc_499_tvhr_0_33';

/** SPEC.md point 1: 32 tests, free home collection, reports in 48 hours. */
export function PromoWidget({ dealHref }: { dealHref: string }) {
  const deal = getDeal(PROMO_DEAL)!;
  return (
    <section className="card promo" aria-labelledby="promo">
      <h2 id="promo">Full body checkup at home</h2>
      <DealPoints deal={deal} />
      <ViewTests
        dealCode={deal.code}
        dealHref={dealHref}
        title={deal.title}
        count={testCount(deal)}
      />
    </section>
  );
}
