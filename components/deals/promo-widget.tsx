import { getLocale, getTranslations } from 'next-intl/server';
import { DealPoints } from '@/components/deals/deal-points';
import { ViewTests } from '@/components/deals/view-tests';
import { getDeal, testCount } from '@/lib/deals/client';
import { DEFAULT_LOCALE } from '@/lib/i18n/locales';

export const PROMO_DEAL = 'hc_499_tvhr_0_33';

/** docs/product.md, Product page layout: 32 tests, free home collection, reports in 48 hours. */
export async function PromoWidget({ dealHref }: { dealHref: string }) {
  const locale = await getLocale();
  const t = await getTranslations('deals');
  // Loaded here, not at the top: the deal's code above is read by browser tests too, and the
  // translations are server code.
  const { localDeal } = await import('@/lib/deals/text');
  const deal = await localDeal(locale, getDeal(PROMO_DEAL)!);
  const count = testCount(deal);
  return (
    <section className="card promo" aria-labelledby="promo">
      <h2 id="promo">{t('promoHeading')}</h2>
      <DealPoints deal={deal} />
      <ViewTests
        dealCode={deal.code}
        dealHref={dealHref}
        title={deal.title}
        count={count}
        text={{
          viewTests: t('viewTests'),
          loading: t('loading'),
          popupTitle: t('popupTitle', { title: deal.title, count }),
          seePackage: t('seePackage'),
        }}
        // The list loads in the browser with the deal's English data; its headings in the
        // language travel here (a few words, not the 32 tests).
        groupTitles={
          locale === DEFAULT_LOCALE
            ? undefined
            : Object.fromEntries(deal.groups.map((g) => [g.productSlug, g.title]))
        }
      />
    </section>
  );
}
