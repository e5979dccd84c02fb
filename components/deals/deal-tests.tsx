import { useLocale, useTranslations } from 'next-intl';
import { productHref } from '@/lib/catalog/centre-links';
import { formatRupees } from '@/lib/locale/india';
import type { City } from '@/lib/catalog/types';
import { testCount, type Deal } from '@/lib/deals/client';
import type { DealInCity } from '@/lib/deals/city';
import { localePath } from '@/lib/i18n/locales';

/** What the deal includes, group by group; in a city, each group's own test page and price. */
export function DealTests({
  deal,
  city,
  inCity,
  carry,
}: {
  deal: Deal;
  city: City | null;
  inCity: DealInCity | null;
  carry: string;
}) {
  const t = useTranslations('deals');
  const locale = useLocale();
  return (
    <section className="card" aria-labelledby="included">
      <h2 id="included">{t('included', { count: testCount(deal) })}</h2>
      <div className="deal-groups">
        {deal.groups.map((group) => {
          const test = inCity?.tests.find((t) => t.productSlug === group.productSlug);
          return (
            <section key={group.productSlug} aria-labelledby={`group-${group.productSlug}`}>
              <h3 id={`group-${group.productSlug}`}>
                {group.title}{' '}
                <span className="count">{t('groupCount', { count: group.parameters.length })}</span>
              </h3>
              <ul className="parameters">
                {group.parameters.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
              {city && test && test.minPrice !== null && (
                <p className="small">
                  <a
                    href={localePath(
                      locale,
                      productHref(
                        city,
                        { urlSlug: test.productSlug, randomId: test.randomId },
                        carry,
                      ),
                    )}
                  >
                    {t('ownPrice', { test: test.name, price: formatRupees(test.minPrice) })}
                  </a>
                </p>
              )}
            </section>
          );
        })}
      </div>
    </section>
  );
}
