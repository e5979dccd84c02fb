import { groupByCategory } from '@/lib/catalog/group';
import { carryQuery } from '@/lib/catalog/navigation';
import { formatRupees } from '@/lib/locale/india';
import type { City, CityProduct } from '@/lib/catalog/types';
import { productPath } from '@/lib/catalog/urls';

/** The city's tests under their categories, each with its starting price. */
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
  if (products.length === 0) {
    return <p className="empty">No partner centre in {city.name} lists a test yet.</p>;
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
  return (
    <ul className="test-list">
      {products.map((p) => (
        <li key={p.randomId}>
          <a
            href={carryQuery(productPath(city.slug, p.urlSlug, p.randomId), carry)}
            data-carry-query
          >
            <span>
              {p.name}
              {withCentres && (
                <span className="muted small">
                  {' '}
                  · {p.centreCount} {p.centreCount === 1 ? 'centre' : 'centres'}
                </span>
              )}
            </span>
            <span className="from">from {formatRupees(p.minPrice)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
