import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { CallMeCard } from '@/components/product-page/call-me-card';
import { LiveChatButton, LiveReviews } from '@/components/product-page/live-features';
import { NightPricing } from '@/components/product-page/night-pricing';
import { ProductLive } from '@/components/product-page/product-live';
import { Survey } from '@/components/product-page/survey';
import { AboutBanner } from '@/components/product-page/about-banner';
import { LowestPriceAreas } from '@/components/product-page/lowest-price-areas';
import { BottomBar } from '@/components/product-page/bottom-bar';
import { CallUsBanner } from '@/components/product-page/call-us-banner';
import { Faqs } from '@/components/product-page/faqs';
import { ProductHero } from '@/components/product-page/hero';
import { JsonLd } from '@/components/seo';
import { PartnerList } from '@/components/product-page/partner-list';
import { Preparation } from '@/components/product-page/preparation';
import { PromoWidget } from '@/components/deals/promo-widget';
import { SimilarTests } from '@/components/product-page/similar-tests';
import { links, type LinkContext } from '@/lib/product-page/links';
import { bookingHash, type PageInputs } from '@/lib/product-page/page-inputs';
import { cachedProductPageAt } from '@/lib/product-page/load';
import { SERVER_ROWS, toPartnerRow } from '@/lib/product-page/partner-rows';
import { lowestPriceAreas } from '@/lib/catalog/prices';
import { productPath, shareImagePaths } from '@/lib/catalog/urls';
import { env } from '@/lib/env';
import { productJsonLd, productShareCard, shareImageMetadata } from '@/lib/seo';
import { SITE_NAME } from '@/lib/env/site';
import { formatRupees } from '@/lib/locale/india';
import { CarryingLink } from '@/components/ui/carrying-link';

// Public and the same for everyone: rendered on the first request (never at build time),
// then served from the cache until a price change revalidates its tag (lib/catalog/page-cache).
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ city: string; slug: string; randomId: string }>;

async function load(params: Params) {
  const { city, randomId } = await params;
  return cachedProductPageAt(city, randomId);
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const data = await load(params);
  if (!data) return { title: 'Test not found', robots: { index: false } };
  const { product, city, prices } = data;
  const path = productPath(city.slug, product.urlSlug, product.randomId);
  const title = `${product.name} in ${city.name}${prices.minPrice === null ? '' : ` from ${formatRupees(prices.minPrice)}`}`;
  const description = `Compare ${product.name} prices at ${prices.centreCount} partner diagnostic centres in ${city.name}${
    prices.minPrice === null ? '' : `, starting at ${formatRupees(prices.minPrice)}`
  }. ${product.isFastingRequired ? 'Fasting required.' : 'No fasting required.'} Book a walk-in${
    prices.homeServiceAvailable ? ' or home collection' : ''
  } and pay at the centre.`;
  const image = shareImageMetadata(
    productShareCard(data),
    shareImagePaths.product(city.slug, product.urlSlug, product.randomId),
    env().SITE_URL,
  );
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      title,
      description,
      url: path,
      locale: 'en_IN',
      ...image.openGraph,
    },
    twitter: { ...image.twitter, title, description },
  };
}

export default async function ProductPage({ params }: { params: Params }) {
  const data = await load(params);
  if (!data) notFound();
  const { city, product, prices, partners, areaPrices, reviews, similar } = data;
  const requested = await params;
  const canonical = productPath(city.slug, product.urlSlug, product.randomId);
  // proxy.ts redirects with the query kept; this is the fallback should it not have run.
  if (
    requested.city !== city.slug ||
    requested.slug !== product.urlSlug ||
    requested.randomId !== product.randomId
  ) {
    permanentRedirect(canonical);
  }

  const { SITE_PHONE, SITE_URL, WHATSAPP_NUMBER } = env();
  const ctx: LinkContext = { city, product };
  const checkHref = bookingHash(prices.homeServiceAvailable);
  const inputs: PageInputs = {
    cityId: city.id,
    cityName: city.name,
    citySlug: city.slug,
    sitePhone: SITE_PHONE,
    whatsappNumber: WHATSAPP_NUMBER,
    productRandomId: product.randomId,
    productName: product.name,
    productDisplayName: product.displayName,
    categoryName: product.category.name,
    categoryCode: product.category.code,
    homeServiceAvailable: prices.homeServiceAvailable,
    showNightPricing: product.showNightPricing,
    minPrice: prices.minPrice,
  };

  return (
    <ProductLive inputs={inputs}>
      <JsonLd data={productJsonLd(data, SITE_URL)} />
      <div className="page product-page">
        <nav aria-label="Breadcrumb" className="breadcrumb">
          <ol>
            <li>
              <CarryingLink href="/">Home</CarryingLink>
            </li>
            <li>
              <CarryingLink href={`/${city.slug}/`}>{city.name}</CarryingLink>
            </li>
            <li aria-current="page">{product.name}</li>
          </ol>
        </nav>
        <ProductHero data={data} checkHref={checkHref} chat={<LiveChatButton />} />
        <NightPricing />
        <section aria-labelledby="partners" className="card">
          <h2 id="partners">Partner diagnostic centres in {city.name}</h2>
          <PartnerList
            partners={partners
              .slice(0, SERVER_ROWS)
              .map((p) => toPartnerRow(p, links.organisation(ctx, p.organisationPageUrl)))}
            more={{
              total: partners.length,
              productRandomId: product.randomId,
              productName: product.name,
              productSlug: product.urlSlug,
              city: { id: city.id, slug: city.slug },
            }}
          />
        </section>
        <CallMeCard />
        <LowestPriceAreas areas={lowestPriceAreas(areaPrices)} cityName={city.name} ctx={ctx} />
        <Survey />
        <CallUsBanner productLabel={product.displayName ?? product.name} phone={SITE_PHONE} />
        <Preparation product={product} />
        <Faqs faqs={product.faqs} />
        <PromoWidget dealHref={links.deal(ctx)} />
        <LiveReviews initial={reviews} />
        <SimilarTests
          similar={similar}
          hrefOf={(p) => links.similar(ctx, p)}
          otherMriHref={product.category.code === 'mri' ? links.otherMriScans(ctx) : null}
        />
        <AboutBanner />
      </div>
      {prices.minPrice !== null && <BottomBar minPrice={prices.minPrice} checkHref={checkHref} />}
    </ProductLive>
  );
}
