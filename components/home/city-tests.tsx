import { useLocale, useTranslations } from 'next-intl';
import { groupByCategory } from '@/lib/catalog/group';
import { isScanCategory } from '@/lib/catalog/scans';
import { carryQuery } from '@/lib/catalog/navigation';
import { formatRupees } from '@/lib/locale/india';
import type { City, CityProduct } from '@/lib/catalog/types';
import { productPath } from '@/lib/catalog/urls';
import { localePath } from '@/lib/i18n/locales';

/**
 * The city's tests under their categories, each with its starting price (names as given). With
 * `perCategory`, a category lists its first that many (the most booked, in the catalogue's
 * order) and leads to the rest: the scans page's tab for a scan, the search for a test.
 */
export function CityTests({
  city,
  products,
  carry = '',
  perCategory = Infinity,
  scansHref,
  searchHref = '#test-search-q',
}: {
  city: City;
  products: CityProduct[];
  /** The visitor's query string; cached pages pass '' and let QueryCarrier add it. */
  carry?: string;
  perCategory?: number;
  /** The scans page of the city, for a category of scans with more than `perCategory`. */
  scansHref?: (code: string) => string;
  /** Where the other tests of a category are found: the page's search box. */
  searchHref?: string;
}) {
  const t = useTranslations('catalog');
  if (products.length === 0) {
    return <p className="empty">{t('emptyCity', { city: city.name })}</p>;
  }
  return (
    <div className="category-grid">
      {groupByCategory(products).map(({ category, products: items }) => {
        const more = items.length - perCategory;
        const scans = scansHref && isScanCategory(category.code);
        const words = {
          count: scans ? items.length : more,
          category: category.name,
          city: city.name,
        };
        return (
          <section
            key={category.code}
            id={category.code}
            aria-labelledby={`cat-${category.code}`}
            className="card"
          >
            <h3 id={`cat-${category.code}`}>{category.name}</h3>
            <TestList city={city} products={items.slice(0, perCategory)} carry={carry} />
            {more > 0 && (
              <p className="small">
                {scans ? (
                  <a href={scansHref(category.code)} data-carry-query>
                    {t('allOfCategory', words)}
                  </a>
                ) : (
                  <a href={searchHref}>{t('moreOfCategory', words)}</a>
                )}
              </p>
            )}
          </section>
        );
      })}
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
