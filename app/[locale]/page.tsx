import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CategoryTiles } from '@/components/catalog/category-tiles';
import { CityPicker, TestList, TestSearch } from '@/components/home';
import { RememberCity } from '@/components/home/remember-city.entry';
import { JsonLd } from '@/components/seo';
import '@/components/catalog/catalog.css';
import { carryQuery } from '@/lib/catalog/navigation';
import { cachedCities } from '@/lib/catalog/cities';
import { cachedCityCatalogue } from '@/lib/catalog/products';
import { cityPath, productPath, searchPath } from '@/lib/catalog/urls';
import { env } from '@/lib/env';
import { CITY_COOKIE } from '@/lib/cookies/policy';
import { alternatesFor, openGraphLocale } from '@/lib/i18n/alternates';
import { localCity, localProducts } from '@/lib/i18n/catalogue';
import { localePath } from '@/lib/i18n/locales';
import {
  parsePageParams,
  textParam,
  visitorQuery,
  type SearchParams,
} from '@/lib/page-params/params';
import { itemListJsonLd, websiteJsonLd } from '@/lib/seo';

// The city comes from the address or the visitor's cookie, so this renders per request;
// the catalogue behind it is cached (lib/catalog/cache-tags.ts).
export const dynamic = 'force-dynamic';

const POPULAR = 8;
const OWN_PARAMS = ['city', 'q'];

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return { alternates: alternatesFor(locale, '/'), openGraph: openGraphLocale(locale) };
}

export default async function HomePage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('home');
  const tc = await getTranslations('catalog');
  const query = await searchParams;
  const own = parsePageParams(query, { city: textParam(40), q: textParam(64) });
  const cities = (await cachedCities()).map((c) => localCity(locale, c));
  const remembered = (await cookies()).get(CITY_COOKIE)?.value;
  const chosen = cities.find((c) => c.slug === own.city?.toLowerCase());
  const city = chosen ?? cities.find((c) => c.slug === remembered) ?? cities[0];
  if (!city) {
    return (
      <section className="page">
        <h1>{t('noCities')}</h1>
        <p>{t.rich('emptyCatalogue', { code: (chunks) => <code>{chunks}</code> })}</p>
      </section>
    );
  }
  const carry = visitorQuery(query, OWN_PARAMS);
  // The home page's search box used to filter this page (?q=); it is the search page now.
  if (own.q) redirect(carryQuery(localePath(locale, searchPath(own.q, city.id)), carry));

  const [catalogue, byPopularity] = await Promise.all([
    cachedCityCatalogue(city).then((list) => localProducts(locale, list)),
    cachedCityCatalogue(city, 'popularity').then((list) => localProducts(locale, list)),
  ]);
  const popular = byPopularity.slice(0, POPULAR);
  const { SITE_URL } = env();
  return (
    <div className="page">
      <JsonLd
        data={[
          websiteJsonLd(SITE_URL, city),
          itemListJsonLd(
            tc('popularIn', { city: city.name }),
            popular.map((p) => ({
              name: p.name,
              path: localePath(locale, productPath(city.slug, p.urlSlug, p.randomId)),
            })),
            SITE_URL,
          ),
        ]}
      />
      {chosen && <RememberCity slug={chosen.slug} />}
      <section className="hero">
        <h1>{t('heading')}</h1>
        <p>{t('lead')}</p>
        <CityPicker
          cities={cities}
          current={city}
          hrefOf={(c) => carryQuery(localePath(locale, `/?city=${c.slug}`), carry)}
        />
        <TestSearch cityId={city.id} carry={carry} />
      </section>
      <section aria-labelledby="categories">
        <h2 id="categories">{t('categoriesHeading', { city: city.name })}</h2>
        {catalogue.length === 0 ? (
          <p className="empty">{tc('emptyCity', { city: city.name })}</p>
        ) : (
          <CategoryTiles city={city} products={catalogue} carry={carry} />
        )}
      </section>
      {popular.length > 0 && (
        <section aria-labelledby="popular" className="card">
          <h2 id="popular">{tc('popularIn', { city: city.name })}</h2>
          <TestList city={city} products={popular} carry={carry} />
        </section>
      )}
      <p>
        <a
          href={carryQuery(localePath(locale, cityPath(city.slug)), carry)}
          className="button button-outline"
          data-carry-query
        >
          {t('seeAll', { count: catalogue.length, city: city.name })}
        </a>
      </p>
    </div>
  );
}
