import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { productIdParam } from '@/lib/catalog/ids';
import { Breadcrumbs } from '@/components/catalog/breadcrumbs';
import { CentreDetails } from '@/components/partners/centre-card';
import { ProductOffer } from '@/components/partners/product-offer';
import { ReviewList } from '@/components/reviews/review-list';
import { JsonLd } from '@/components/seo';
import { StarRating } from '@/components/ui/star-rating';
import '@/components/catalog/catalog.css';
import { organisationHref, productHref } from '@/lib/catalog/centre-links';
import { groupByCategory } from '@/lib/catalog/group';
import { listCentreOffers } from '@/lib/partners/organisation-page';
import { cachedOrganisationPage } from '@/lib/partners/organisation-page';
import { formatRupees } from '@/lib/locale/india';
import { getProductByRandomId } from '@/lib/catalog/products';
import { cityPath, organisationPagePath } from '@/lib/catalog/urls';
import { getReplicaDb } from '@/lib/db';
import { env } from '@/lib/env';
import { parsePageParams, pathSegment, visitorQuery, type SearchParams } from '@/lib/pages/params';
import { breadcrumbJsonLd, organisationJsonLd } from '@/lib/seo';
import { groupIndian } from '@/lib/locale/india';

// product_id (in the query string) puts that test first, so this renders per request; the
// organisation's data is cached per city (lib/catalog/page-cache).
export const dynamic = 'force-dynamic';

const REVIEWS_SHOWN = 6;

type Props = {
  params: Promise<{ organisation: string; city: string }>;
  searchParams: Promise<SearchParams>;
};

async function load(params: Props['params']) {
  const { organisation, city } = await params;
  const [organisationSlug, citySlug] = [pathSegment(organisation), pathSegment(city)];
  if (organisationSlug === null || citySlug === null) return null;
  return cachedOrganisationPage(organisationSlug, citySlug);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const data = await load(params);
  if (!data) return { title: 'Partner not found', robots: { index: false } };
  const { organisation, city, centres, prices, rating } = data;
  const path = organisationPagePath(organisation.slug, city.slug);
  const title = `${organisation.name}, ${city.name}: centres, prices and reviews`;
  const description =
    centres.length === 0
      ? `${organisation.name} has no partner centre in ${city.name} yet.`
      : `${organisation.name} in ${city.name}: ${centres.length} ${centres.length === 1 ? 'centre' : 'centres'} with address and hours, prices of ${prices.length} tests${
          rating.average === null
            ? ''
            : `, rated ${rating.average.toFixed(1)} by ${rating.count} patients`
        }. Book a walk-in or home collection.`;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: 'website', title, description, url: path, locale: 'en_IN' },
    robots: centres.length === 0 ? { index: false } : undefined,
  };
}

export default async function OrganisationPage({ params, searchParams }: Props) {
  const data = await load(params);
  if (!data) notFound();
  const query = await searchParams;
  const { organisation, city, rating, centres, prices, reviews, otherCities } = data;
  const path = organisationPagePath(organisation.slug, city.slug);
  const requested = await params;
  if (requested.organisation !== organisation.slug || requested.city !== city.slug) {
    // Letter case in a shared link: the canonical address, query string kept.
    const search = visitorQuery(query, []);
    permanentRedirect(search ? `${path}?${search}` : path);
  }
  const carry = visitorQuery(query, ['product_id']);
  const { product_id: productId } = parsePageParams(query, { product_id: productIdParam });
  const chosen = productId ? await chosenProduct(organisation.id, city.id, productId) : null;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name: city.name, path: cityPath(city.slug) },
    { name: organisation.name, path },
  ];
  const { SITE_URL } = env();
  return (
    <div className="page">
      <JsonLd
        data={[organisationJsonLd(data, path, SITE_URL), breadcrumbJsonLd(crumbs, SITE_URL)]}
      />
      <Breadcrumbs crumbs={crumbs} carry={carry} />
      <section className="card org-hero" aria-labelledby="org-name">
        {/* eslint-disable-next-line @next/next/no-img-element -- a 64px SVG monogram needs no optimiser */}
        <img src={organisation.imageUrl} alt="" width={64} height={64} />
        <div>
          <p className="eyebrow">Partner diagnostic centre</p>
          <h1 id="org-name">
            {organisation.name}, {city.name}
          </h1>
          {rating.average !== null && (
            <p className="rating-line">
              <StarRating rating={rating.average} /> <strong>{rating.average.toFixed(1)}</strong>{' '}
              <span className="muted">({groupIndian(rating.count)} reviews)</span>
            </p>
          )}
          <p className="muted">
            {centres.length} {centres.length === 1 ? 'centre' : 'centres'} in {city.name} ·{' '}
            {prices.length} tests and scans
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
              {organisation.name} does not offer {chosen.product.name} in {city.name}
            </h2>
            <p>
              <a href={productHref(city, chosen.product, carry)}>
                Compare every centre in {city.name} that does
              </a>
            </p>
          </section>
        ))}

      {centres.length === 0 ? (
        <section className="card" aria-labelledby="no-centre">
          <h2 id="no-centre">
            {organisation.name} has no centre in {city.name} yet
          </h2>
          <ul className="chips">
            {otherCities.map((c) => (
              <li key={c.id}>
                <a
                  className="chip"
                  href={organisationHref(organisation.slug, c, productId ?? null, carry)}
                >
                  {organisation.name} in {c.name}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : (
        <section className="card" aria-labelledby="centres">
          <h2 id="centres">
            Centres in {city.name} ({centres.length})
          </h2>
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
            Prices at {organisation.name} in {city.name}
          </h2>
          {groupByCategory(prices).map(({ category, products }) => (
            <section key={category.code} aria-labelledby={`prices-${category.code}`}>
              <h3 id={`prices-${category.code}`}>{category.name}</h3>
              <ul className="test-list">
                {products.map((p) => (
                  <li key={p.randomId}>
                    <a href={organisationHref(organisation.slug, city, p.randomId, carry)}>
                      <span>{p.name}</span>
                      <span className="from">
                        {p.minPrice === p.maxPrice
                          ? formatRupees(p.minPrice)
                          : `from ${formatRupees(p.minPrice)}`}
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
          Reviews of {organisation.name} in {city.name}
        </h2>
        {reviews.total_reviews_count > 0 && (
          <p className="muted">
            Showing the latest {Math.min(REVIEWS_SHOWN, reviews.reviews.length)} of{' '}
            {groupIndian(reviews.total_reviews_count)} reviews.
          </p>
        )}
        <ReviewList reviews={reviews} limit={REVIEWS_SHOWN} />
      </section>

      {centres.length > 0 && otherCities.length > 0 && (
        <p className="muted">
          {organisation.name} is also in{' '}
          {otherCities.map((c, i) => (
            <span key={c.id}>
              {i > 0 ? ', ' : ''}
              <a href={organisationHref(organisation.slug, c, null, carry)}>{c.name}</a>
            </span>
          ))}
          .
        </p>
      )}
    </div>
  );
}

/** The test of product_id and its prices at this organisation's centres in the city. */
async function chosenProduct(organisationId: number, cityId: number, randomId: string) {
  const db = await getReplicaDb();
  const product = await getProductByRandomId(db, randomId);
  if (!product) return null;
  return { product, offers: await listCentreOffers(db, organisationId, cityId, product.id) };
}
