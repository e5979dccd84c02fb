import { useLocale, useTranslations } from 'next-intl';
import { groupByCategory } from '@/lib/catalog/group';
import { carryQuery } from '@/lib/catalog/navigation';
import { formatRupees } from '@/lib/locale/india';
import type { City, CityProduct } from '@/lib/catalog/types';
import { productPath } from '@/lib/catalog/urls';
import { localePath } from '@/lib/i18n/locales';

/** The city's tests under their categories, each with its starting price (names as given). */
export function CityTests({
  city,
  products,
  carry = '',
}: {
  city: City;
  products: CityProduct[];
  /** The visitor's query string; cached pages pass '' and let QueryCarrier add it. */
  carry?: string;
}) {
  const t = useTranslations('catalog');
  if (products.length === 0) {
    return <p className="empty">{t('emptyCity', { city: city.name })}</p>;
  }
  return (
    <div className="category-grid">
      {groupByCategory(products).map(({ category, products: items }) => (
        <section
          key={category.code}
          id={category.code}
          aria-labelledby={`cat-${category.code}`}
          className="card"
        >
          <h3 id={`cat-${category.code}`}>{category.name}</h3>
          <TestList city={city} products={items} carry={carry} />
        </section>
      ))}
    </div>
  );
}

export function TestList({
  city,
  products,
  carry = '',
  withCentres = false,
}: {
  city: City;
  products: CityProduct[];
  carry?: string;
  /** Say at how many centres each test is offered. */
  withCentres?: boolean;
}) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  return (
    <ul className="test-list">
      {products.map((p) => (
        <li key={p.randomId}>
          <a
            href={carryQuery(
              localePath(locale, productPath(city.slug, p.urlSlug, p.randomId)),
              carry,
            )}
            data-carry-query
          >
            <span>
              {p.name}
              {withCentres && (
                <span className="muted small"> · {t('centres', { count: p.centreCount })}</span>
              )}
            </span>
            <span className="from">{t('from', { price: formatRupees(p.minPrice) })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
