import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { productIdParam } from '@/lib/catalog/ids';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CentreDetails, ProductOffer } from '@/components/organisations';
import { ReviewList } from '@/components/reviews';
import { JsonLd } from '@/components/seo';
import { StarRating } from '@/components/ui/star-rating';
import '@/components/catalog/catalog.css';
import { organisationHref, productHref } from '@/lib/catalog/centre-links';
import { groupByCategory } from '@/lib/catalog/group';
import { listCentreOffers, cachedOrganisationPage } from '@/lib/organisations';
import { formatRupees } from '@/lib/locale/india';
import { getProductByRandomId } from '@/lib/catalog/products';
import { cityPath, organisationPagePath } from '@/lib/catalog/urls';
import { getReplicaDb } from '@/lib/db';
import { env } from '@/lib/env';
import { alternatesFor, openGraphLocale } from '@/lib/i18n/alternates';
import { localArea, localCity, localProduct, localProducts } from '@/lib/i18n/catalogue';
import { localePath, type Locale } from '@/lib/i18n/locales';
import {
  parsePageParams,
  pathSegment,
  visitorQuery,
  type SearchParams,
} from '@/lib/page-params/params';
import { breadcrumbJsonLd, organisationJsonLd } from '@/lib/seo';
import { groupIndian } from '@/lib/locale/india';

// product_id (in the query string) puts that test first, so this renders per request; the
// organisation's data is cached per city (lib/catalog/cache-tags.ts).
export const dynamic = 'force-dynamic';

const REVIEWS_SHOWN = 6;

type Props = {
  params: Promise<{ locale: string; organisation: string; city: string }>;
  searchParams: Promise<SearchParams>;
};

async function load(locale: Locale, params: Props['params']) {
  const { organisation, city } = await params;
  const [organisationSlug, citySlug] = [pathSegment(organisation), pathSegment(city)];
  if (organisationSlug === null || citySlug === null) return null;
  const data = await cachedOrganisationPage(organisationSlug, citySlug);
  if (!data) return null;
  // Names in the page's language; the organisation's and centres' own names stay as they are.
  return {
    ...data,
    city: localCity(locale, data.city),
    otherCities: data.otherCities.map((c) => localCity(locale, c)),
    prices: localProducts(locale, data.prices),
    centres: data.centres.map((c) => ({
      ...c,
      areaName: localArea(locale, data.city.slug, c.areaName),
    })),
  };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'partners' });
  const data = await load(locale, params);
  if (!data) return { title: t('notFound'), robots: { index: false } };
  const { organisation, city, centres, prices, rating } = data;
  const path = organisationPagePath(organisation.slug, city.slug);
  const title = t('metaTitle', { organisation: organisation.name, city: city.name });
  const values = {
    organisation: organisation.name,
    city: city.name,
    centres: centres.length,
    tests: prices.length,
  };
  const description =
    centres.length === 0
      ? t('metaNoCentre', values)
      : rating.average === null
        ? t('metaDescription', values)
        : t('metaDescriptionRated', {
            ...values,
            rating: rating.average.toFixed(1),
            count: rating.count,
          });
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
    },
    robots: centres.length === 0 ? { index: false } : undefined,
  };
}

export default async function OrganisationPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('partners');
  const tc = await getTranslations('catalog');
  const data = await load(locale, params);
  if (!data) notFound();
  const query = await searchParams;
  const { organisation, city, rating, centres, prices, reviews, otherCities } = data;
  const path = organisationPagePath(organisation.slug, city.slug);
  const requested = await params;
  if (requested.organisation !== organisation.slug || requested.city !== city.slug) {
    // Letter case in a shared link: the canonical address, query string kept.
    const search = visitorQuery(query, []);
    const here = localePath(locale, path);
    permanentRedirect(search ? `${here}?${search}` : here);
  }
  const carry = visitorQuery(query, ['product_id']);
  const { product_id: productId } = parsePageParams(query, { product_id: productIdParam });
  const chosen = productId
    ? await chosenProduct(locale, organisation.id, city.id, productId)
    : null;
  const link = (href: string) => localePath(locale, href);
  const crumbs = [
    { name: tc('home'), path: '/' },
    { name: city.name, path: cityPath(city.slug) },
    { name: organisation.name, path },
  ];
  const { SITE_URL } = env();
  return (
    <div className="page">
      <JsonLd
        data={[
          organisationJsonLd(data, link(path), SITE_URL),
          breadcrumbJsonLd(
            crumbs.map((c) => ({ ...c, path: link(c.path) })),
            SITE_URL,
          ),
        ]}
      />
      <Breadcrumbs crumbs={crumbs} carry={carry} />
      <section className="card org-hero" aria-labelledby="org-name">
        {/* eslint-disable-next-line @next/next/no-img-element -- a 64px SVG monogram needs no optimiser */}
        <img src={organisation.imageUrl} alt="" width={64} height={64} />
        <div>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1 id="org-name">
            {t('heading', { organisation: organisation.name, city: city.name })}
          </h1>
          {rating.average !== null && (
            <p className="rating-line">
              <StarRating rating={rating.average} /> <strong>{rating.average.toFixed(1)}</strong>{' '}
              <span className="muted">
                {t('reviewCount', { count: groupIndian(rating.count) })}
              </span>
            </p>
          )}
          <p className="muted">
            {t('summary', { centres: centres.length, city: city.name, tests: prices.length })}
          </p>
        </div>
      </section>

      {chosen &&
        (chosen.offers.length > 0 ? (
          <ProductOffer
            organisationName={organisation.name}
            city={city}
            product={chosen.product}
            offers={chosen.offers}
            centres={centres}
            carry={carry}
          />
        ) : (
          <section className="card" aria-labelledby="not-offered">
            <h2 id="not-offered">
              {t('notOffered', {
                organisation: organisation.name,
                test: chosen.product.name,
                city: city.name,
              })}
            </h2>
            <p>
              <a href={link(productHref(city, chosen.product, carry))}>
                {t('compareEvery', { city: city.name })}
              </a>
            </p>
          </section>
        ))}

      {centres.length === 0 ? (
        <section className="card" aria-labelledby="no-centre">
          <h2 id="no-centre">
            {t('noCentre', { organisation: organisation.name, city: city.name })}
          </h2>
          <ul className="chips">
            {otherCities.map((c) => (
              <li key={c.id}>
                <a
                  className="chip"
                  href={link(organisationHref(organisation.slug, c, productId ?? null, carry))}
                >
                  {t('inCity', { organisation: organisation.name, city: c.name })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section className="card" aria-labelledby="centres">
          <h2 id="centres">{t('centresHeading', { city: city.name, count: centres.length })}</h2>
          <ul className="centre-cards">
            {centres.map((c) => (
              <li key={c.id}>
                <CentreDetails centre={c} />
              </li>
            ))}
          </ul>
        </section>
      )}

      {prices.length > 0 && (
        <section className="card" aria-labelledby="prices">
          <h2 id="prices">
            {t('pricesHeading', { organisation: organisation.name, city: city.name })}
          </h2>
          {groupByCategory(prices).map(({ category, products }) => (
            <section key={category.code} aria-labelledby={`prices-${category.code}`}>
              <h3 id={`prices-${category.code}`}>{category.name}</h3>
              <ul className="test-list">
                {products.map((p) => (
                  <li key={p.randomId}>
                    <a href={link(organisationHref(organisation.slug, city, p.randomId, carry))}>
                      <span>{p.name}</span>
                      <span className="from">
                        {p.minPrice === p.maxPrice
                          ? formatRupees(p.minPrice)
                          : tc('from', { price: formatRupees(p.minPrice) })}
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </section>
      )}

      <section className="card" aria-labelledby="org-reviews">
        <h2 id="org-reviews">
          {t('reviewsHeading', { organisation: organisation.name, city: city.name })}
        </h2>
        {reviews.total_reviews_count > 0 && (
          <p className="muted">
            {t('showing', {
              shown: Math.min(REVIEWS_SHOWN, reviews.reviews.length),
              total: groupIndian(reviews.total_reviews_count),
            })}
          </p>
        )}
        <ReviewList reviews={reviews} limit={REVIEWS_SHOWN} />
      </section>

      {centres.length > 0 && otherCities.length > 0 && (
        <p className="muted">
          {t.rich('alsoIn', {
            organisation: organisation.name,
            cities: () =>
              otherCities.map((c, i) => (
                <span key={c.id}>
                  {i > 0 ? ', ' : ''}
                  <a href={link(organisationHref(organisation.slug, c, null, carry))}>{c.name}</a>
                </span>
              )),
          })}
        </p>
      )}
    </div>
  );
}

/** The test of product_id and its prices at this organisation's centres in the city. */
async function chosenProduct(
  locale: Locale,
  organisationId: number,
  cityId: number,
  randomId: string,
) {
  const db = await getReplicaDb();
  const found = await getProductByRandomId(db, randomId);
  if (!found) return null;
  const product = localProduct(locale, found);
  return { product, offers: await listCentreOffers(db, organisationId, cityId, product.id) };
}
