import { CityPicker } from '@/components/home/city-picker';
import { CityTests } from '@/components/home/city-tests';
import { listCities } from '@/lib/catalog/cities';
import { listCityProducts } from '@/lib/catalog/products';
import { getDb } from '@/lib/db';

// Reads the database on every request; nothing is rendered at build time.
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const { city: requested } = await searchParams;
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
  const products = await listCityProducts(db, city.id);
  return (
    <div className="page">
      <section className="hero">
        <h1>Book diagnostic tests and scans at honest prices</h1>
        <p>
          Compare accredited centres for MRI, CT, ultrasound, X-ray and blood tests. See the real
          price before you go, book a walk-in or a home collection, and pay at the centre.
        </p>
        <CityPicker cities={cities} current={city} />
      </section>
      <section aria-labelledby="city-tests">
        <h2 id="city-tests">
          Tests and scans in {city.name}{' '}
          <span className="count">({products.length.toLocaleString('en-IN')})</span>
        </h2>
        <CityTests city={city} products={products} />
      </section>
    </div>
  );
}
