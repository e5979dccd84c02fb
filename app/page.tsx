import { CityPicker } from '@/components/home/city-picker';
import { CityTests } from '@/components/home/city-tests';
import { TestSearch } from '@/components/home/test-search';
import { listCities } from '@/lib/catalog/cities';
import { listCityProducts } from '@/lib/catalog/products';
import { getDb } from '@/lib/db';

// Reads the database on every request; nothing is rendered at build time.
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const { city: requested, q } = await searchParams;
  const query = typeof q === 'string' ? q.trim().slice(0, 64) : '';
  const db = await getDb();
  const cities = await listCities(db);
  const city = cities.find((c) => c.slug === requested) ?? cities[0];
  if (!city) {
    return (
      <section className="page">
        <h1>No cities yet</h1>
        <p>
          The catalogue is empty. Run <code>npm run db:seed</code> and reload.
        </p>
      </section>
    );
  }
  const products = await listCityProducts(db, city.id, query || undefined);
  return (
    <div className="page">
      <section className="hero">
        <h1>Book diagnostic tests and scans at honest prices</h1>
        <p>
          Compare accredited centres for MRI, CT, ultrasound, X-ray and blood tests. See the real
          price before you go, book a walk-in or a home collection, and pay at the centre.
        </p>
        <CityPicker cities={cities} current={city} />
        <TestSearch citySlug={city.slug} query={query} />
      </section>
      <section aria-labelledby="city-tests">
        <h2 id="city-tests">
          {query ? `Tests matching “${query}” in ${city.name}` : `Tests and scans in ${city.name}`}{' '}
          <span className="count">({products.length.toLocaleString('en-IN')})</span>
        </h2>
        {query && products.length === 0 ? (
          <p className="empty">
            Nothing matches “{query}” in {city.name}. Try another name, such as “MRI”, “thyroid” or
            “sugar”, or <a href={`/?city=${city.slug}`}>see every test in {city.name}</a>.
          </p>
        ) : (
          <CityTests city={city} products={products} />
        )}
      </section>
    </div>
  );
}
