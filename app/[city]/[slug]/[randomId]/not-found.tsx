import Link from 'next/link';
import { unstable_cache } from 'next/cache';
import { PopularForPath, type CityPopular } from '@/components/product/popular-for-path';
import { listCities } from '@/lib/catalog/cities';
import { formatRupees } from '@/lib/catalog/pricing';
import { listCityProducts } from '@/lib/catalog/products';
import { productPath } from '@/lib/catalog/urls';
import { getDb } from '@/lib/db';

const POPULAR = 8;

const popularByCity = unstable_cache(
  async (): Promise<CityPopular[]> => {
    const db = await getDb();
    const cities = await listCities(db);
    return Promise.all(
      cities.map(async (city) => ({
        slug: city.slug,
        name: city.name,
        tests: (await listCityProducts(db, city.id, undefined, 'popularity'))
          .slice(0, POPULAR)
          .map((p) => ({
            name: p.name,
            href: productPath(city.slug, p.urlSlug, p.randomId),
            from: formatRupees(p.minPrice),
          })),
      })),
    );
  },
  ['popular-by-city'],
  { revalidate: 3600 },
);

/** An unknown test or city: a real 404 with a way on, the asked-for city's popular tests. */
export default async function ProductNotFound() {
  return (
    <section className="page">
      <h1>We could not find that test</h1>
      <p>
        The address may be old or mistyped. Search for the test, or pick one of the most booked.
      </p>
      <PopularForPath cities={await popularByCity()} />
      <p>
        <Link href="/" className="button">
          See all tests and scans
        </Link>
      </p>
    </section>
  );
}
