import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { CityPicker } from '@/components/home';
import { DealPoints, DealTests } from '@/components/deals/client';
import { JsonLd } from '@/components/seo';
import '@/components/catalog/catalog.css';
import { carryQuery } from '@/lib/catalog/navigation';
import { cachedCities } from '@/lib/catalog/cities';
import { formatRupees } from '@/lib/locale/india';
import { dealPath, shareImagePaths } from '@/lib/catalog/urls';
import {
  getDeal,
  testCount,
  type Deal,
  cachedDealInCity,
  localDeal,
  localDealInCity,
} from '@/lib/deals';
import type { City } from '@/lib/catalog/types';
import { env } from '@/lib/env';
import { alternatesFor, openGraphLocale } from '@/lib/i18n/alternates';
import { localCity } from '@/lib/i18n/catalogue';
import { localePath, type Locale } from '@/lib/i18n/locales';
import {
  parsePageParams,
  pathSegment,
  textParam,
  visitorQuery,
  type SearchParams,
} from '@/lib/page-params/params';
import { dealJsonLd, dealShareCard, shareImageMetadata } from '@/lib/seo';
import { telHref, whatsappHref } from '@/lib/env/site';

// The city comes from utm_experiment_city (marketing's links), so this renders per request.
export const dynamic = 'force-dynamic';

type Props = {
  params: Promise<{ locale: string; code: string }>;
  searchParams: Promise<SearchParams>;
};

async function load({ params, searchParams }: Props) {
  const { locale, code } = await params;
  const found = getDeal(pathSegment(code) ?? '');
  const deal = found ? await localDeal(locale, found) : null;
  const query = await searchParams;
  const { utm_experiment_city: slug } = parsePageParams(query, {
    utm_experiment_city: textParam(40),
  });
  const english = await cachedCities();
  const cities = english.map((c) => localCity(locale, c));
  const city = cities.find((c) => c.slug === slug?.toLowerCase()) ?? null;
  return { locale, deal, query, cities, city };
}

async function headline(locale: Locale, deal: Deal, city: City | null) {
  const t = await getTranslations({ locale, namespace: 'deals' });
  const values = { title: deal.title, count: testCount(deal), price: formatRupees(deal.price) };
  return city ? t('headlineCity', { ...values, city: city.name }) : t('headline', values);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { locale, deal, city } = await load(props);
  const t = await getTranslations({ locale, namespace: 'deals' });
  if (!deal) return { title: t('notFound'), robots: { index: false } };
  const title = await headline(locale, deal, city);
  const values = { summary: deal.summary, hours: deal.reportHours };
  const description = city
    ? t('metaDescriptionCity', { ...values, city: city.name })
    : t('metaDescription', values);
  // One picture of the offer for every city (its route has no city).
  const image = shareImageMetadata(
    dealShareCard(deal, testCount(deal), null, locale),
    localePath(locale, shareImagePaths.deal(deal.code)),
    env().SITE_URL,
  );
  return {
    title,
    description,
    alternates: alternatesFor(locale, dealPath(deal.code)),
    openGraph: {
      type: 'website',
      title,
      description,
      url: localePath(locale, dealPath(deal.code)),
      ...openGraphLocale(locale),
      ...image.openGraph,
    },
    twitter: { ...image.twitter, title, description },
  };
}

export default async function DealPage(props: Props) {
  const { locale } = await props.params;
  setRequestLocale(locale);
  const t = await getTranslations('deals');
  const { deal, query, cities, city } = await load(props);
  if (!deal) notFound();
  // Every parameter travels on (utm_experiment_city too); links that choose a city set their own.
  const carry = visitorQuery(query, []);
  const inCity = city ? localDealInCity(locale, await cachedDealInCity(deal, city)) : null;
  const tests = testCount(deal);
  const { SITE_URL, SITE_PHONE, WHATSAPP_NUMBER } = env();
  const chatValues = {
    title: deal.title,
    count: tests,
    price: formatRupees(deal.price),
    code: deal.code,
  };
  const chat = whatsappHref(
    WHATSAPP_NUMBER,
    city ? t('chatCity', { ...chatValues, city: city.name }) : t('chat', chatValues),
  );
  const cityPicker = (
    <CityPicker
      cities={cities}
      current={city}
      label={t('citiesLabel')}
      hrefOf={(c) => carryQuery(localePath(locale, dealPath(deal.code, c.slug)), carry)}
    />
  );
  return (
    <div className="page deal-page">
      <JsonLd
        data={[dealJsonLd(deal, tests, city, localePath(locale, dealPath(deal.code)), SITE_URL)]}
      />
      <section className="card promo deal-hero" aria-labelledby="deal-title">
        <p className="eyebrow">{city ? t('eyebrowCity', { city: city.name }) : t('eyebrow')}</p>
        <h1 id="deal-title">{deal.title}</h1>
        <p>{deal.summary}</p>
        <DealPoints deal={deal} />
        <p className="deal-price">
          {t.rich('allInclusive', {
            price: formatRupees(deal.price),
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
          {inCity?.separateTotal ? (
            <span>
              {' '}
              · {t('separate', { total: formatRupees(inCity.separateTotal), city: city!.name })}
            </span>
          ) : null}
        </p>
      </section>

      {city && inCity ? (
        <section className="card" aria-labelledby="book">
          <h2 id="book">{t('bookHeading', { city: city.name })}</h2>
          <p>
            {inCity.homeCollectionCentres > 0
              ? t('phlebotomist', {
                  centres: inCity.homeCollectionCentres,
                  areas: inCity.areasServed,
                  city: city.name,
                })
              : t('startingSoon', { city: city.name })}
          </p>
          <p className="deal-actions">
            <a href={chat} className="button" rel="noopener">
              {t('bookWhatsapp')}
            </a>
            <a href={telHref(SITE_PHONE)} className="button button-outline" data-conversion="call">
              {t('call', { phone: SITE_PHONE })}
            </a>
          </p>
        </section>
      ) : (
        <section className="card" aria-labelledby="choose-city">
          <h2 id="choose-city">{t('chooseCity')}</h2>
          {cityPicker}
        </section>
      )}

      <DealTests deal={deal} city={city} inCity={inCity} carry={carry} />

      <section className="card" aria-labelledby="prepare">
        <h2 id="prepare">{t('prepareHeading')}</h2>
        <p>
          <span className="fasting fasting-yes">{t('fasting')}</span>
        </p>
        <p>{t('fastText', { hours: deal.fastingHours })}</p>
      </section>

      {city && (
        <section aria-labelledby="other-cities">
          <h2 id="other-cities">{t('otherCity')}</h2>
          {cityPicker}
        </section>
      )}
    </div>
  );
}
