import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { pathSegment } from '@/lib/pages/params';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CityTests } from '@/components/home/city-tests';
import { RememberCity } from '@/components/home/remember-city';
import { TestSearch } from '@/components/home/test-search';
import { JsonLd } from '@/components/seo';
import '@/components/catalog/catalog.css';
import { groupByCategory } from '@/lib/catalog/group';
import { cachedCityBySlug } from '@/lib/catalog/cities';
import { cachedCityCatalogue } from '@/lib/catalog/products';
import { formatRupees } from '@/lib/locale/india';
import { isScanCategory } from '@/lib/catalog/scans';
import { cityPath, productPath, scansPath, shareImagePaths } from '@/lib/catalog/urls';
import { env } from '@/lib/env';
import { breadcrumbJsonLd, cityShareCard, itemListJsonLd, shareImageMetadata } from '@/lib/seo';

// The same for everyone: rendered on the first request (never at build time) and cached until
// a price in the city changes (the city's prices tag, lib/catalog/page-cache). The visitor's
// query string is added to its links in the browser (QueryCarrier).
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ city: string }>;

async function load(params: Params) {
  const city = await cachedCityBySlug(pathSegment((await params).city));
  if (!city) return null;
  return { city, products: await cachedCityCatalogue(city) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const data = await load(params);
  if (!data) return { title: 'City not found', robots: { index: false } };
  const { city, products } = data;
  const from = products.length > 0 ? Math.min(...products.map((p) => p.minPrice)) : null;
  const title = `Diagnostic tests and scans in ${city.name}${from === null ? '' : ` from ${formatRupees(from)}`}`;
  const description = `Compare prices of ${products.length} tests and scans (MRI, CT, ultrasound, X-ray, blood tests) at partner diagnostic centres in ${city.name}, ${city.state}. Book a walk-in or a home collection and pay at the centre.`;
  const image = shareImageMetadata(
    cityShareCard(city, products, 'tests'),
    shareImagePaths.city(city.slug),
    env().SITE_URL,
  );
  return {
    title,
    description,
    alternates: { canonical: cityPath(city.slug) },
    openGraph: {
      type: 'website',
      title,
      description,
      url: cityPath(city.slug),
      locale: 'en_IN',
      ...image.openGraph,
    },
    twitter: { ...image.twitter, title, description },
  };
}

export default async function CityPage({ params }: { params: Params }) {
  const data = await load(params);
  if (!data) notFound();
  const { city, products } = data;
  // Marketing links sometimes say /Hyderabad/; this cached page cannot see their query string.
  if ((await params).city !== city.slug) permanentRedirect(cityPath(city.slug));
  const groups = groupByCategory(products);
  const { SITE_URL } = env();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: city.name, path: cityPath(city.slug) },
  ];
  return (
    <div className="page">
      <JsonLd
        data={[
          itemListJsonLd(
            `Diagnostic tests and scans in ${city.name}`,
            products.map((p) => ({
              name: p.name,
              path: productPath(city.slug, p.urlSlug, p.randomId),
            })),
            SITE_URL,
          ),
          breadcrumbJsonLd(crumbs, SITE_URL),
        ]}
      />
      <RememberCity slug={city.slug} />
      <Breadcrumbs crumbs={crumbs} />
      <section className="hero">
        <h1>Diagnostic tests and scans in {city.name}</h1>
        <p>
          {products.length} tests and scans at partner centres across {city.name}, each with its
          lowest price. Open one to compare centres, see how to prepare and book.
        </p>
        <TestSearch cityId={city.id} />
        {groups.length > 0 && (
          <nav aria-label="Categories" className="chips-nav">
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
            <a href={scansPath(city.id)} data-carry-query>
              Compare scans in {city.name} by type: MRI, CT, ultrasound, X-ray
            </a>
          </p>
        )}
      </section>
      <h2>All tests and scans in {city.name}</h2>
      <CityTests city={city} products={products} />
    </div>
  );
}
