import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CategoryTiles } from '@/components/catalog/category-tiles';
import { CityPicker, TestList, TestSearch } from '@/components/home';
import { JsonLd } from '@/components/seo';
import { CitySwitch, SearchResults } from '@/components/search';
import '@/components/catalog/catalog.css';
import { carryQuery } from '@/lib/catalog/navigation';
import { cachedCities } from '@/lib/catalog/cities';
import { cachedCityCatalogue } from '@/lib/catalog/products';
import type { City } from '@/lib/catalog/types';
import { cityPath, productPath, searchPath } from '@/lib/catalog/urls';
import { getReplicaDb } from '@/lib/db';
import { env } from '@/lib/env';
import { CITY_COOKIE } from '@/lib/cookies/policy';
import { alternatesFor, openGraphLocale } from '@/lib/i18n/alternates';
import { localArea, localCity, localProducts } from '@/lib/i18n/catalogue';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pickMessages } from '@/lib/i18n/messages';
import {
  idParam,
  parsePageParams,
  textParam,
  visitorQuery,
  type SearchParams,
} from '@/lib/page-params/params';
import { MAX_QUERY_LENGTH, searchProducts, toResultsView } from '@/lib/search';
import { breadcrumbJsonLd, itemListJsonLd } from '@/lib/seo';

// Answers a query, so it renders per request and reads the database (through the trigram
// index, lib/search). Result pages are kept out of search engines' indexes: the test pages
// and city pages they lead to are the ones worth finding.
export const dynamic = 'force-dynamic';

const OWN_PARAMS = ['query', 'city_id'];
const POPULAR = 8;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

async function load(locale: Locale, searchParams: Promise<SearchParams>) {
  const params = await searchParams;
  const own = parsePageParams(params, {
    query: textParam(MAX_QUERY_LENGTH),
    city_id: idParam,
  });
  const cities = (await cachedCities()).map((c) => localCity(locale, c));
  const remembered = (await cookies()).get(CITY_COOKIE)?.value;
  // Without a city in the address: the visitor's remembered city, else the first. A city_id
  // that names no city (or is not a number) gets the city picker instead.
  const city = params.city_id
    ? (cities.find((c) => c.id === own.city_id) ?? null)
    : (cities.find((c) => c.slug === remembered) ?? cities[0] ?? null);
  return { params, query: own.query ?? '', cities, city };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'search' });
  const { query, city } = await load(locale, searchParams);
  const title = city
    ? query
      ? t('metaTitleQueryCity', { query, city: city.name })
      : t('metaTitleCity', { city: city.name })
    : query
      ? t('metaTitleQuery', { query })
      : t('metaTitle');
  return {
    title,
    description: city ? t('metaDescriptionCity', { city: city.name }) : t('metaDescription'),
    alternates: alternatesFor(locale, city ? searchPath(query, city.id) : '/search/'),
    openGraph: openGraphLocale(locale),
    robots: { index: false, follow: true },
  };
}

export default async function SearchPage({ params: pageParams, searchParams }: Props) {
  const { locale } = await pageParams;
  setRequestLocale(locale);
  const t = await getTranslations('search');
  const tc = await getTranslations('catalog');
  const { params, query, cities, city } = await load(locale, searchParams);
  const carry = visitorQuery(params, OWN_PARAMS);
  const searchHref = (c: City) => carryQuery(localePath(locale, searchPath(query, c.id)), carry);
  if (!city) {
    return (
      <section className="page">
        <h1>{t('whichCity')}</h1>
        <p>{query ? t('whichCityLeadQuery', { query }) : t('whichCityLead')}</p>
        <CityPicker cities={cities} current={null} hrefOf={searchHref} />
      </section>
    );
  }
  const crumbs = [
    { name: tc('home'), path: '/' },
    { name: city.name, path: cityPath(city.slug) },
    { name: t('crumb'), path: searchPath(query, city.id) },
  ];
  const db = await getReplicaDb();
  // Which tests the city offers, at what prices: the city's catalogue, cached with its prices.
  const hits = query
    ? await searchProducts(db, city.id, query, {
        locale,
        offered: await cachedCityCatalogue(city),
      })
    : [];
  // The areas of the centres shown; a chosen area's name comes with its centres.
  const areas = Object.fromEntries(
    hits.flatMap((h) => h.centres.map((c) => [c.areaId, localArea(locale, city.slug, c.areaName)])),
  );
  const { SITE_URL } = env();
  return (
    <div className="page">
      <Breadcrumbs crumbs={crumbs} carry={carry} />
      <h1>
        {query ? t('headingQuery', { query, city: city.name }) : t('heading', { city: city.name })}
      </h1>
      <TestSearch cityId={city.id} query={query} carry={carry} />
      <CitySwitch cities={cities} current={city} query={query} carry={carry} />
      {hits.length > 0 ? (
        <>
          <JsonLd
            data={[
              itemListJsonLd(
                t('itemList', { query, city: city.name }),
                hits.map((h) => ({
                  name: h.name,
                  path: localePath(locale, productPath(city.slug, h.urlSlug, h.randomId)),
                })),
                SITE_URL,
              ),
              breadcrumbJsonLd(
                crumbs.map((c) => ({ ...c, path: localePath(locale, c.path) })),
                SITE_URL,
              ),
            ]}
          />
          <p className="muted">{t('count', { count: hits.length })}</p>
          {/* The results sort by the area in the hash, in the browser: their words go along. Each
              carries its cheapest centres; an area's are asked for when chosen. */}
          <NextIntlClientProvider messages={pickMessages(locale, ['searchResults'])}>
            <SearchResults
              {...toResultsView(hits)}
              areas={areas}
              city={{ id: city.id, slug: city.slug, name: city.name }}
              carry={carry}
            />
          </NextIntlClientProvider>
        </>
      ) : (
        <NothingFound locale={locale} query={query} city={city} carry={carry} />
      )}
    </div>
  );
}

/** An empty query or no match: ways on, never a dead end. */
async function NothingFound({
  locale,
  query,
  city,
  carry,
}: {
  locale: Locale;
  query: string;
  city: City;
  carry: string;
}) {
  const t = await getTranslations('search');
  const tc = await getTranslations('catalog');
  const [catalogue, byPopularity] = await Promise.all([
    cachedCityCatalogue(city).then((list) => localProducts(locale, list)),
    cachedCityCatalogue(city, 'popularity').then((list) => localProducts(locale, list)),
  ]);
  return (
    <>
      {query ? (
        <section className="card" aria-labelledby="no-match">
          <h2 id="no-match">{t('noMatchHeading', { city: city.name, query })}</h2>
          <p>{t('noMatchLead')}</p>
        </section>
      ) : (
        <p className="muted">{t('hint')}</p>
      )}
      <section aria-labelledby="browse">
        <h2 id="browse">{t('browse', { city: city.name })}</h2>
        <CategoryTiles city={city} products={catalogue} carry={carry} />
      </section>
      {byPopularity.length > 0 && (
        <section aria-labelledby="popular" className="card">
          <h2 id="popular">{tc('popularIn', { city: city.name })}</h2>
          <TestList city={city} products={byPopularity.slice(0, POPULAR)} carry={carry} />
        </section>
      )}
    </>
  );
}
