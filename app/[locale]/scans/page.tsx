import type { Metadata } from 'next';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CityPicker } from '@/components/home/city-picker';
import { TestList } from '@/components/home/city-tests';
import { JsonLd } from '@/components/seo';
import { HashTabs } from '@/components/scans/hash-tabs';
import '@/components/catalog/catalog.css';
import { carryQuery } from '@/lib/catalog/navigation';
import { cachedCities } from '@/lib/catalog/cities';
import { cachedCityCatalogue } from '@/lib/catalog/products';
import { isScanCategory, scanTabs } from '@/lib/catalog/scans';
import type { City } from '@/lib/catalog/types';
import { cityPath, productPath, scansPath, shareImagePaths } from '@/lib/catalog/urls';
import { env } from '@/lib/env';
import { idParam, parsePageParams, visitorQuery, type SearchParams } from '@/lib/pages/params';
import { breadcrumbJsonLd, cityShareCard, itemListJsonLd, shareImageMetadata } from '@/lib/seo';

// The city is in the query string (?city_id=), so this renders per request; the catalogue
// behind it is cached. The tab is in the hash (#/mri), which only the browser sees.
export const dynamic = 'force-dynamic';

type Props = { searchParams: Promise<SearchParams> };

async function load(searchParams: Promise<SearchParams>) {
  const params = await searchParams;
  const { city_id: cityId } = parsePageParams(params, { city_id: idParam });
  const cities = await cachedCities();
  const city = cities.find((c) => c.id === cityId) ?? null;
  return { params, cityId, cities, city };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { city, cityId } = await load(searchParams);
  if (!city) {
    return {
      title: 'Scans: choose your city',
      alternates: { canonical: '/scans/' },
      robots: cityId === undefined ? undefined : { index: false },
    };
  }
  const title = `MRI, CT, ultrasound and X-ray scans in ${city.name}`;
  const description = `Prices of every MRI, CT, ultrasound, X-ray and mammography scan at partner diagnostic centres in ${city.name}, by type. Compare centres and book.`;
  // The same catalogue the picture's route reads (cached, the city's prices tag).
  const scans = (await cachedCityCatalogue(city)).filter((p) => isScanCategory(p.category.code));
  const image = shareImageMetadata(
    cityShareCard(city, scans, 'scans'),
    shareImagePaths.scans(city.slug),
    env().SITE_URL,
  );
  return {
    title,
    description,
    alternates: { canonical: scansPath(city.id) },
    openGraph: {
      type: 'website',
      title,
      description,
      url: scansPath(city.id),
      locale: 'en_IN',
      ...image.openGraph,
    },
    twitter: { ...image.twitter, title, description },
  };
}

export default async function ScansPage({ searchParams }: Props) {
  const { params, cities, city } = await load(searchParams);
  const carry = visitorQuery(params, ['city_id']);
  if (!city) {
    return (
      <section className="page">
        <h1>Scans: choose your city</h1>
        <p>Pick your city to see the MRI, CT, ultrasound and X-ray scans its centres offer.</p>
        <CityPicker
          cities={cities}
          current={null}
          hrefOf={(c) => carryQuery(scansPath(c.id), carry)}
        />
      </section>
    );
  }
  return <CityScans city={city} carry={carry} />;
}

async function CityScans({ city, carry }: { city: City; carry: string }) {
  const tabs = scanTabs(await cachedCityCatalogue(city));
  const { SITE_URL } = env();
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: city.name, path: cityPath(city.slug) },
    { name: 'Scans', path: scansPath(city.id) },
  ];
  return (
    <div className="page">
      <JsonLd
        data={[
          itemListJsonLd(
            `Scans in ${city.name}`,
            tabs.flatMap((t) =>
              t.products.map((p) => ({
                name: p.name,
                path: productPath(city.slug, p.urlSlug, p.randomId),
              })),
            ),
            SITE_URL,
          ),
          breadcrumbJsonLd(crumbs, SITE_URL),
        ]}
      />
      <Breadcrumbs crumbs={crumbs} carry={carry} />
      <h1>Scans in {city.name}</h1>
      {tabs.length === 0 ? (
        <p className="empty">No partner centre in {city.name} offers a scan yet.</p>
      ) : (
        <>
          <p className="muted">
            Lowest price of each scan across partner centres in {city.name}. Open one to compare
            centres and book.
          </p>
          <HashTabs
            label="Scan types"
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
                {category.name} scans in {city.name}
              </h2>
              <TestList city={city} products={products} carry={carry} withCentres />
            </section>
          ))}
        </>
      )}
    </div>
  );
}
