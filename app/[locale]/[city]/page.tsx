import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { pathSegment } from '@/lib/page-params/params';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CityTests, TestSearch } from '@/components/home';
import { RememberCity } from '@/components/home/remember-city.entry';
import { JsonLd } from '@/components/seo';
import '@/components/catalog/catalog.css';
import { groupByCategory, listedPerCategory } from '@/lib/catalog/group';
import { cachedCityBySlug } from '@/lib/catalog/cities';
import { cachedCityCatalogue } from '@/lib/catalog/products';
import { formatRupees } from '@/lib/locale/india';
import { isScanCategory } from '@/lib/catalog/scans';
import { cityPath, productPath, scansPath, shareImagePaths } from '@/lib/catalog/urls';
import { env } from '@/lib/env';
import { alternatesFor, openGraphLocale } from '@/lib/i18n/alternates';
import { localCity, localProducts } from '@/lib/i18n/catalogue';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { breadcrumbJsonLd, cityShareCard, itemListJsonLd, shareImageMetadata } from '@/lib/seo';

// The same for everyone: rendered on the first request (never at build time) and cached until
// a price in the city changes (the city's prices tag, lib/catalog/cache-tags.ts). The visitor's
// query string is added to its links in the browser (QueryCarrier).
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

/**
 * The tests listed: the most booked of each category, at most 12 a category and about 100 in
 * all (lib/catalog/group.ts), so the page weighs the same however large the catalogue grows (a
 * category's variants add to its count, not to the page); the rest are a link away: a scan
 * category's tab on the scans page, the search box for a test.
 */
const LISTED = { most: 12, total: 100 };

type Params = Promise<{ locale: string; city: string }>;

async function load(locale: Locale, segment: string) {
  const city = await cachedCityBySlug(pathSegment(segment));
  if (!city) return null;
  return {
    city: localCity(locale, city),
    products: localProducts(locale, await cachedCityCatalogue(city)),
  };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, city: segment } = await params;
  const t = await getTranslations({ locale, namespace: 'city' });
  const data = await load(locale, segment);
  if (!data) return { title: t('notFound'), robots: { index: false } };
  const { city, products } = data;
  const from = products.length > 0 ? Math.min(...products.map((p) => p.minPrice)) : null;
  const title =
    from === null
      ? t('metaTitle', { city: city.name })
      : t('metaTitleFrom', { city: city.name, price: formatRupees(from) });
  const description = t('metaDescription', {
    count: products.length,
    city: city.name,
    state: city.state,
  });
  const image = shareImageMetadata(
    cityShareCard(city, products, 'tests', locale),
    localePath(locale, shareImagePaths.city(city.slug)),
    env().SITE_URL,
  );
  const path = cityPath(city.slug);
  return {
    title,
    description,
    alternates: alternatesFor(locale, path),
    openGraph: {
      type: 'website',
      title,
      description,
      url: localePath(locale, path),
      ...openGraphLocale(locale),
      ...image.openGraph,
    },
    twitter: { ...image.twitter, title, description },
  };
}

export default async function CityPage({ params }: { params: Params }) {
  const { locale, city: segment } = await params;
  setRequestLocale(locale);
  const data = await load(locale, segment);
  if (!data) notFound();
  const { city, products } = data;
  // Marketing links sometimes say /Hyderabad/; this cached page cannot see their query string.
  if (segment !== city.slug) permanentRedirect(localePath(locale, cityPath(city.slug)));
  const t = await getTranslations('city');
  const tc = await getTranslations('catalog');
  const groups = groupByCategory(products);
  const perCategory = listedPerCategory(
    groups.map((g) => g.products.length),
    LISTED,
  );
  const listed = groups.flatMap((g) => g.products.slice(0, perCategory));
  const { SITE_URL } = env();
  const crumbs = [
    { name: tc('home'), path: '/' },
    { name: city.name, path: cityPath(city.slug) },
  ];
  return (
    <div className="page">
      <JsonLd
        data={[
          itemListJsonLd(
            t('heading', { city: city.name }),
            listed.map((p) => ({
              name: p.name,
              path: localePath(locale, productPath(city.slug, p.urlSlug, p.randomId)),
            })),
            SITE_URL,
          ),
          breadcrumbJsonLd(
            crumbs.map((c) => ({ ...c, path: localePath(locale, c.path) })),
            SITE_URL,
          ),
        ]}
      />
      <RememberCity slug={city.slug} />
      <Breadcrumbs crumbs={crumbs} />
      <section className="hero">
        <h1>{t('heading', { city: city.name })}</h1>
        <p>{t('lead', { count: products.length, city: city.name })}</p>
        <TestSearch cityId={city.id} />
        {groups.length > 0 && (
          <nav aria-label={tc('categories')} className="chips-nav">
            <ul className="chips">
              {groups.map(({ category }) => (
                <li key={category.code}>
                  <a className="chip" href={`#${category.code}`}>
                    {category.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        )}
        {groups.some((g) => isScanCategory(g.category.code)) && (
          <p>
            <a href={localePath(locale, scansPath(city.id))} data-carry-query>
              {t('scansLink', { city: city.name })}
            </a>
          </p>
        )}
      </section>
      <h2>{t('allHeading', { city: city.name })}</h2>
      <CityTests
        city={city}
        products={products}
        perCategory={perCategory}
        scansHref={(code) => localePath(locale, scansPath(city.id, code))}
      />
    </div>
  );
}
