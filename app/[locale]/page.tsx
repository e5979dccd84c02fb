import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { CategoryTiles } from '@/components/catalog/category-tiles';
import { CityPicker } from '@/components/home/city-picker';
import { TestList } from '@/components/home/city-tests';
import { RememberCity } from '@/components/home/remember-city';
import { TestSearch } from '@/components/home/test-search';
import { JsonLd } from '@/components/seo';
import '@/components/catalog/catalog.css';
import { carryQuery } from '@/lib/catalog/navigation';
import { cachedCities } from '@/lib/catalog/cities';
import { cachedCityCatalogue } from '@/lib/catalog/products';
import { cityPath, productPath, searchPath } from '@/lib/catalog/urls';
import { env } from '@/lib/env';
import { CITY_COOKIE } from '@/lib/cookies/policy';
import { parsePageParams, textParam, visitorQuery, type SearchParams } from '@/lib/pages/params';
import { itemListJsonLd, websiteJsonLd } from '@/lib/seo';

// The city comes from the address or the visitor's cookie, so this renders per request;
// the catalogue behind it is cached (lib/catalog/page-cache).
export const dynamic = 'force-dynamic';

const POPULAR = 8;
const OWN_PARAMS = ['city', 'q'];

export const metadata: Metadata = { alternates: { canonical: '/' } };

export default async function HomePage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const own = parsePageParams(params, { city: textParam(40), q: textParam(64) });
  const cities = await cachedCities();
  const remembered = (await cookies()).get(CITY_COOKIE)?.value;
  const chosen = cities.find((c) => c.slug === own.city?.toLowerCase());
  const city = chosen ?? cities.find((c) => c.slug === remembered) ?? cities[0];
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
  const carry = visitorQuery(params, OWN_PARAMS);
  // The home page's search box used to filter this page (?q=); it is the search page now.
  if (own.q) redirect(carryQuery(searchPath(own.q, city.id), carry));

  const [catalogue, byPopularity] = await Promise.all([
    cachedCityCatalogue(city),
    cachedCityCatalogue(city, 'popularity'),
  ]);
  const popular = byPopularity.slice(0, POPULAR);
  const { SITE_URL } = env();
  return (
    <div className="page">
      <JsonLd
        data={[
          websiteJsonLd(SITE_URL, city),
          itemListJsonLd(
            `Popular tests in ${city.name}`,
            popular.map((p) => ({
              name: p.name,
              path: productPath(city.slug, p.urlSlug, p.randomId),
            })),
            SITE_URL,
          ),
        ]}
      />
      {chosen && <RememberCity slug={chosen.slug} />}
      <section className="hero">
        <h1>Book diagnostic tests and scans at honest prices</h1>
        <p>
          Compare accredited centres for MRI, CT, ultrasound, X-ray and blood tests. See the real
          price before you go, book a walk-in or a home collection, and pay at the centre.
        </p>
        <CityPicker
          cities={cities}
          current={city}
          hrefOf={(c) => carryQuery(`/?city=${c.slug}`, carry)}
        />
        <TestSearch cityId={city.id} carry={carry} />
      </section>
      <section aria-labelledby="categories">
        <h2 id="categories">Tests and scans in {city.name}</h2>
        {catalogue.length === 0 ? (
          <p className="empty">No partner centre in {city.name} lists a test yet.</p>
        ) : (
          <CategoryTiles city={city} products={catalogue} carry={carry} />
        )}
      </section>
      {popular.length > 0 && (
        <section aria-labelledby="popular" className="card">
          <h2 id="popular">Popular tests in {city.name}</h2>
          <TestList city={city} products={popular} carry={carry} />
        </section>
      )}
      <p>
        <a
          href={carryQuery(cityPath(city.slug), carry)}
          className="button button-outline"
          data-carry-query
        >
          See all {catalogue.length} tests and scans in {city.name}
        </a>
      </p>
    </div>
  );
}
