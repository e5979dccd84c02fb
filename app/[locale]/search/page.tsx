import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CategoryTiles } from '@/components/catalog/category-tiles';
import { CityPicker } from '@/components/home/city-picker';
import { TestList } from '@/components/home/city-tests';
import { TestSearch } from '@/components/home/test-search';
import { JsonLd } from '@/components/seo';
import { SearchResults } from '@/components/search/search-results';
import '@/components/catalog/catalog.css';
import { listAreas } from '@/lib/catalog/cities';
import { carryQuery } from '@/lib/catalog/navigation';
import { cachedCities } from '@/lib/catalog/cities';
import { cachedCityCatalogue } from '@/lib/catalog/products';
import type { City } from '@/lib/catalog/types';
import { cityPath, productPath, searchPath } from '@/lib/catalog/urls';
import { getReplicaDb } from '@/lib/db';
import { env } from '@/lib/env';
import { CITY_COOKIE } from '@/lib/cookies/policy';
import {
  idParam,
  parsePageParams,
  textParam,
  visitorQuery,
  type SearchParams,
} from '@/lib/pages/params';
import { MAX_QUERY_LENGTH, searchProducts } from '@/lib/search';
import { toResultsView } from '@/lib/search/view';
import { breadcrumbJsonLd, itemListJsonLd } from '@/lib/seo';

// Answers a query, so it renders per request and reads the database (through the trigram
// index, lib/search). Result pages are kept out of search engines' indexes: the test pages
// and city pages they lead to are the ones worth finding.
export const dynamic = 'force-dynamic';

const OWN_PARAMS = ['query', 'city_id'];
const POPULAR = 8;

type Props = { searchParams: Promise<SearchParams> };

async function load(searchParams: Promise<SearchParams>) {
  const params = await searchParams;
  const own = parsePageParams(params, {
    query: textParam(MAX_QUERY_LENGTH),
    city_id: idParam,
  });
  const cities = await cachedCities();
  const remembered = (await cookies()).get(CITY_COOKIE)?.value;
  // Without a city in the address: the visitor's remembered city, else the first. A city_id
  // that names no city (or is not a number) gets the city picker instead.
  const city = params.city_id
    ? (cities.find((c) => c.id === own.city_id) ?? null)
    : (cities.find((c) => c.slug === remembered) ?? cities[0] ?? null);
  return { params, query: own.query ?? '', cities, city };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { query, city } = await load(searchParams);
  const where = city ? ` in ${city.name}` : '';
  return {
    title: query
      ? `“${query}”${where}: tests, prices and centres`
      : `Search tests and scans${where}`,
    description: `Find diagnostic tests and scans${where} by name, with the price range and the partner centres that offer each.`,
    alternates: { canonical: city ? searchPath(query, city.id) : '/search/' },
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ searchParams }: Props) {
  const { params, query, cities, city } = await load(searchParams);
  const carry = visitorQuery(params, OWN_PARAMS);
  if (!city) {
    return (
      <section className="page">
        <h1>Which city are you in?</h1>
        <p>
          We could not find that city. Pick yours to see
          {query ? ` tests matching “${query}”` : ' its tests'} with their prices.
        </p>
        <CityPicker
          cities={cities}
          current={null}
          hrefOf={(c) => carryQuery(searchPath(query, c.id), carry)}
        />
      </section>
    );
  }
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: city.name, path: cityPath(city.slug) },
    { name: 'Search', path: searchPath(query, city.id) },
  ];
  const db = await getReplicaDb();
  const [hits, areas] = query
    ? await Promise.all([searchProducts(db, city.id, query), listAreas(db, city.id)])
    : [[], []];
  const { SITE_URL } = env();
  return (
    <div className="page">
      <Breadcrumbs crumbs={crumbs} carry={carry} />
      <h1>
        {query ? (
          <>
            Results for “{query}” in {city.name}
          </>
        ) : (
          <>Search tests and scans in {city.name}</>
        )}
      </h1>
      <TestSearch cityId={city.id} query={query} carry={carry} />
      <details className="city-switch">
        <summary>Search in another city</summary>
        <CityPicker
          cities={cities}
          current={city}
          label="Search in another city"
          hrefOf={(c) => carryQuery(searchPath(query, c.id), carry)}
        />
      </details>
      {hits.length > 0 ? (
        <>
          <JsonLd
            data={[
              itemListJsonLd(
                `Tests matching “${query}” in ${city.name}`,
                hits.map((h) => ({
                  name: h.name,
                  path: productPath(city.slug, h.urlSlug, h.randomId),
                })),
                SITE_URL,
              ),
              breadcrumbJsonLd(crumbs, SITE_URL),
            ]}
          />
          <p className="muted">
            {hits.length} {hits.length === 1 ? 'test matches' : 'tests match'}, best match first.
          </p>
          <SearchResults
            {...toResultsView(hits)}
            areas={Object.fromEntries(areas.map((a) => [a.id, a.name]))}
            city={{ slug: city.slug, name: city.name }}
            carry={carry}
          />
        </>
      ) : (
        <NothingFound query={query} city={city} carry={carry} />
      )}
    </div>
  );
}

/** An empty query or no match: ways on, never a dead end. */
async function NothingFound({ query, city, carry }: { query: string; city: City; carry: string }) {
  const [catalogue, byPopularity] = await Promise.all([
    cachedCityCatalogue(city),
    cachedCityCatalogue(city, 'popularity'),
  ]);
  return (
    <>
      {query ? (
        <section className="card" aria-labelledby="no-match">
          <h2 id="no-match">
            No test in {city.name} matches “{query}”
          </h2>
          <p>
            Check the spelling, or try a shorter or more common name: “MRI”, “thyroid”, “sugar”,
            “CBC”. You can also pick a category or a popular test below.
          </p>
        </section>
      ) : (
        <p className="muted">
          Type a test or scan, such as “MRI Brain” or “complete blood count”: spelling mistakes are
          fine.
        </p>
      )}
      <section aria-labelledby="browse">
        <h2 id="browse">Browse tests and scans in {city.name}</h2>
        <CategoryTiles city={city} products={catalogue} carry={carry} />
      </section>
      {byPopularity.length > 0 && (
        <section aria-labelledby="popular" className="card">
          <h2 id="popular">Popular tests in {city.name}</h2>
          <TestList city={city} products={byPopularity.slice(0, POPULAR)} carry={carry} />
        </section>
      )}
    </>
  );
}
