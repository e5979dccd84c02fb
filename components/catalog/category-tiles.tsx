import { categorySummaries } from '@/lib/catalog/group';
import { carryQuery } from '@/lib/catalog/navigation';
import { formatRupees } from '@/lib/locale/india';
import { isScanCategory } from '@/lib/catalog/scans';
import type { City, CityProduct } from '@/lib/catalog/types';
import { cityPath, scansPath } from '@/lib/catalog/urls';

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
  return (
    <ul className="category-tiles">
      {categorySummaries(products).map(({ category, count, minPrice }) => {
        const href = isScanCategory(category.code)
          ? scansPath(city.id, category.code)
          : `${cityPath(city.slug)}#${category.code}`;
        return (
          <li key={category.code}>
            <a href={carryQuery(href, carry)} className="tile" data-carry-query>
              <strong>{category.name}</strong>
              <span className="muted">
                {count} {count === 1 ? 'test' : 'tests'} · from {formatRupees(minPrice)}
              </span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
