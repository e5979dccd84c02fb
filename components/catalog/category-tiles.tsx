import { useLocale, useTranslations } from 'next-intl';
import { categorySummaries } from '@/lib/catalog/group';
import { carryQuery } from '@/lib/catalog/navigation';
import { formatRupees } from '@/lib/locale/india';
import { isScanCategory } from '@/lib/catalog/scans';
import type { City, CityProduct } from '@/lib/catalog/types';
import { cityPath, scansPath } from '@/lib/catalog/urls';
import { localePath } from '@/lib/i18n/locales';

/** One tile per category: scans open their tab on the scans page, the rest the city page. */
export function CategoryTiles({
  city,
  products,
  carry,
}: {
  city: City;
  products: CityProduct[];
  carry: string;
}) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  return (
    <ul className="category-tiles">
      {categorySummaries(products).map(({ category, count, minPrice }) => {
        const href = isScanCategory(category.code)
          ? scansPath(city.id, category.code)
          : `${cityPath(city.slug)}#${category.code}`;
        return (
          <li key={category.code}>
            <a href={carryQuery(localePath(locale, href), carry)} className="tile" data-carry-query>
              <strong>{category.name}</strong>
              <span className="muted">
                {t('tileSummary', { count, price: formatRupees(minPrice) })}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
