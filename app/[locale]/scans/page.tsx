import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CityPicker, TestList } from '@/components/home';
import { JsonLd } from '@/components/seo';
import { HashTabs } from '@/components/scans';
import '@/components/catalog/catalog.css';
import { carryQuery } from '@/lib/catalog/navigation';
import { cachedCities } from '@/lib/catalog/cities';
import { cachedCityCatalogue } from '@/lib/catalog/products';
import { isScanCategory, scanTabs } from '@/lib/catalog/scans';
import type { City } from '@/lib/catalog/types';
import { cityPath, productPath, scansPath, shareImagePaths } from '@/lib/catalog/urls';
import { env } from '@/lib/env';
import { alternatesFor, openGraphLocale } from '@/lib/i18n/alternates';
import { localCity, localProducts } from '@/lib/i18n/catalogue';
import { localePath, type Locale } from '@/lib/i18n/locales';
import {
  idParam,
  parsePageParams,
  visitorQuery,
  type SearchParams,
} from '@/lib/page-params/params';
import { breadcrumbJsonLd, cityShareCard, itemListJsonLd, shareImageMetadata } from '@/lib/seo';

// The city is in the query string (?city_id=), so this renders per request; the catalogue
// behind it is cached. The tab is in the hash (#/mri), which only the browser sees.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<SearchParams> };

async function load(locale: Locale, searchParams: Promise<SearchParams>) {
  const params = await searchParams;
  const { city_id: cityId } = parsePageParams(params, { city_id: idParam });
  const cities = (await cachedCities()).map((c) => localCity(locale, c));
  const city = cities.find((c) => c.id === cityId) ?? null;
  return { params, cityId, cities, city };
}

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'scans' });
  const { city, cityId } = await load(locale, searchParams);
  if (!city) {
    return {
      title: t('choose'),
      alternates: alternatesFor(locale, '/scans/'),
      openGraph: openGraphLocale(locale),
      robots: cityId === undefined ? undefined : { index: false },
    };
  }
  const title = t('metaTitle', { city: city.name });
  const description = t('metaDescription', { city: city.name });
  // The same catalogue the picture's route reads (cached, the city's prices tag).
  const scans = (await cachedCityCatalogue(city)).filter((p) => isScanCategory(p.category.code));
  const image = shareImageMetadata(
    cityShareCard(city, scans, 'scans', locale),
    localePath(locale, shareImagePaths.scans(city.slug)),
    env().SITE_URL,
  );
  return {
    title,
    description,
    alternates: alternatesFor(locale, scansPath(city.id)),
    openGraph: {
      type: 'website',
      title,
      description,
      url: localePath(locale, scansPath(city.id)),
      ...openGraphLocale(locale),
      ...image.openGraph,
    },
    twitter: { ...image.twitter, title, description },
  };
}

export default async function ScansPage({ params: pageParams, searchParams }: Props) {
  const { locale } = await pageParams;
  setRequestLocale(locale);
  const t = await getTranslations('scans');
  const { params, cities, city } = await load(locale, searchParams);
  const carry = visitorQuery(params, ['city_id']);
  if (!city) {
    return (
      <section className="page">
        <h1>{t('choose')}</h1>
        <p>{t('chooseLead')}</p>
        <CityPicker
          cities={cities}
          current={null}
          hrefOf={(c) => carryQuery(localePath(locale, scansPath(c.id)), carry)}
        />
      </section>
    );
  }
  return <CityScans locale={locale} city={city} carry={carry} />;
}

async function CityScans({ locale, city, carry }: { locale: Locale; city: City; carry: string }) {
  const t = await getTranslations('scans');
  const tc = await getTranslations('catalog');
  const tabs = scanTabs(localProducts(locale, await cachedCityCatalogue(city)));
  const { SITE_URL } = env();
  const crumbs = [
    { name: tc('home'), path: '/' },
    { name: city.name, path: cityPath(city.slug) },
    { name: t('crumb'), path: scansPath(city.id) },
  ];
  return (
    <div className="page">
      <JsonLd
        data={[
          itemListJsonLd(
            t('heading', { city: city.name }),
            tabs.flatMap((t) =>
              t.products.map((p) => ({
                name: p.name,
                path: localePath(locale, productPath(city.slug, p.urlSlug, p.randomId)),
              })),
            ),
            SITE_URL,
          ),
          breadcrumbJsonLd(
            crumbs.map((c) => ({ ...c, path: localePath(locale, c.path) })),
            SITE_URL,
          ),
        ]}
      />
      <Breadcrumbs crumbs={crumbs} carry={carry} />
      <h1>{t('heading', { city: city.name })}</h1>
      {tabs.length === 0 ? (
        <p className="empty">{t('empty', { city: city.name })}</p>
      ) : (
        <>
          <p className="muted">{t('lead', { city: city.name })}</p>
          <HashTabs
            label={t('tabs')}
            tabs={tabs.map((t) => ({ ...t.category, count: t.products.length }))}
          />
          {tabs.map(({ category, products }, i) => (
            <section
              key={category.code}
              data-tab-panel={category.code}
              hidden={i > 0}
              aria-labelledby={`tab-${category.code}`}
              className="card"
            >
              <h2 id={`tab-${category.code}`}>
                {t('panelHeading', { category: category.name, city: city.name })}
              </h2>
              <TestList city={city} products={products} carry={carry} withCentres />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
