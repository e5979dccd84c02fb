import Link from 'next/link';
import { groupByCategory } from '@/lib/catalog/group';
import { formatRupees } from '@/lib/catalog/pricing';
import type { City, CityProduct } from '@/lib/catalog/types';
import { productPath } from '@/lib/catalog/urls';

export function CityTests({ city, products }: { city: City; products: CityProduct[] }) {
  if (products.length === 0) {
    return <p className="empty">No partner centre in {city.name} lists a test yet.</p>;
  }
  return (
    <div className="category-grid">
      {groupByCategory(products).map(({ category, products: items }) => (
        <section key={category.code} aria-labelledby={`cat-${category.code}`} className="card">
          <h3 id={`cat-${category.code}`}>{category.name}</h3>
          <ul className="test-list">
            {items.map((p) => (
              <li key={p.randomId}>
                <Link href={productPath(city.slug, p.urlSlug, p.randomId)}>
                  <span>{p.name}</span>
                  <span className="from">from {formatRupees(p.minPrice)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
