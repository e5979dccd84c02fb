import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CityPicker } from '@/components/home/city-picker';
import { DealPoints } from '@/components/deals/deal-points';
import { DealTests } from '@/components/deals/deal-tests';
import { JsonLd } from '@/components/seo';
import '@/components/catalog/catalog.css';
import { carryQuery } from '@/lib/catalog/navigation';
import { cachedCities } from '@/lib/catalog/cities';
import { formatRupees } from '@/lib/locale/india';
import { dealPath, shareImagePaths } from '@/lib/catalog/urls';
import { getDeal, testCount, type Deal } from '@/lib/deals';
import { cachedDealInCity } from '@/lib/deals/city';
import { env } from '@/lib/env';
import {
  parsePageParams,
  pathSegment,
  textParam,
  visitorQuery,
  type SearchParams,
} from '@/lib/pages/params';
import { dealJsonLd, dealShareCard, shareImageMetadata } from '@/lib/seo';
import { telHref, whatsappHref } from '@/lib/env/site';

// The city comes from utm_experiment_city (marketing's links), so this renders per request.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ code: string }>; searchParams: Promise<SearchParams> };

async function load({ params, searchParams }: Props) {
  const deal = getDeal(pathSegment((await params).code) ?? '');
  const query = await searchParams;
  const { utm_experiment_city: slug } = parsePageParams(query, {
    utm_experiment_city: textParam(40),
  });
  const cities = await cachedCities();
  const city = cities.find((c) => c.slug === slug?.toLowerCase()) ?? null;
  return { deal, query, cities, city };
}

const headline = (deal: Deal) =>
  `${deal.title}: ${testCount(deal)} tests for ${formatRupees(deal.price)}`;

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { deal, city } = await load(props);
  if (!deal) return { title: 'Offer not found', robots: { index: false } };
  const title = `${headline(deal)}${city ? ` in ${city.name}` : ''}`;
  const description = `${deal.summary} Free home collection${city ? ` in ${city.name}` : ''}, reports in ${deal.reportHours} hours.`;
  // One picture of the offer for every city (its route has no city).
  const image = shareImageMetadata(
    dealShareCard(deal, testCount(deal), null),
    shareImagePaths.deal(deal.code),
    env().SITE_URL,
  );
  return {
    title,
    description,
    alternates: { canonical: dealPath(deal.code) },
    openGraph: {
      type: 'website',
      title,
      description,
      url: dealPath(deal.code),
      locale: 'en_IN',
      ...image.openGraph,
    },
    twitter: { ...image.twitter, title, description },
  };
}

export default async function DealPage(props: Props) {
  const { deal, query, cities, city } = await load(props);
  if (!deal) notFound();
  // Every parameter travels on (utm_experiment_city too); links that choose a city set their own.
  const carry = visitorQuery(query, []);
  const inCity = city ? await cachedDealInCity(deal, city) : null;
  const tests = testCount(deal);
  const { SITE_URL, SITE_PHONE, WHATSAPP_NUMBER } = env();
  const chat = whatsappHref(
    WHATSAPP_NUMBER,
    `Hi, I would like to book the ${deal.title} (${tests} tests, ${formatRupees(deal.price)}, offer ${deal.code})${city ? ` in ${city.name}` : ''}.`,
  );
  const cityPicker = (
    <CityPicker
      cities={cities}
      current={city}
      label="Cities with home collection"
      hrefOf={(c) => carryQuery(dealPath(deal.code, c.slug), carry)}
    />
  );
  return (
    <div className="page deal-page">
      <JsonLd data={[dealJsonLd(deal, tests, city, dealPath(deal.code), SITE_URL)]} />
      <section className="card promo deal-hero" aria-labelledby="deal-title">
        <p className="eyebrow">Home collection offer{city ? ` in ${city.name}` : ''}</p>
        <h1 id="deal-title">{deal.title}</h1>
        <p>{deal.summary}</p>
        <DealPoints deal={deal} />
        <p className="deal-price">
          <strong>{formatRupees(deal.price)}</strong> all inclusive
          {inCity?.separateTotal ? (
            <span>
              {' '}
              · {formatRupees(inCity.separateTotal)} if booked as separate tests in {city!.name}
            </span>
          ) : null}
        </p>
      </section>

      {city && inCity ? (
        <section className="card" aria-labelledby="book">
          <h2 id="book">Book your home collection in {city.name}</h2>
          <p>
            {inCity.homeCollectionCentres > 0
              ? `A phlebotomist from one of ${inCity.homeCollectionCentres} partner labs comes to your home in any of ${inCity.areasServed} areas of ${city.name}. Pay at collection.`
              : `Home collection in ${city.name} is starting soon; call us and we will arrange a visit.`}
          </p>
          <p className="deal-actions">
            <a href={chat} className="button" rel="noopener">
              Book on WhatsApp
            </a>
            <a href={telHref(SITE_PHONE)} className="button button-outline" data-conversion="call">
              Call {SITE_PHONE} to book
            </a>
          </p>
        </section>
      ) : (
        <section className="card" aria-labelledby="choose-city">
          <h2 id="choose-city">Choose your city to book</h2>
          {cityPicker}
        </section>
      )}

      <DealTests deal={deal} city={city} inCity={inCity} carry={carry} />

      <section className="card" aria-labelledby="prepare">
        <h2 id="prepare">Preparing for the test</h2>
        <p>
          <span className="fasting fasting-yes">Fasting required</span>
        </p>
        <p>
          Fast for {deal.fastingHours} hours before the sample (an overnight fast); plain water is
          fine. Book an early morning slot so you can eat soon after. Take your usual medicines
          after the sample unless your doctor says otherwise.
        </p>
      </section>

      {city && (
        <section aria-labelledby="other-cities">
          <h2 id="other-cities">The offer in another city</h2>
          {cityPicker}
        </section>
      )}
    </div>
  );
}
