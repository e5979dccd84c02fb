import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import {
  CallMeCard,
  LiveChatButton,
  LiveReviews,
  NightPricing,
  ProductLive,
  Survey,
  AboutBanner,
  LowestPriceAreas,
  BottomBar,
  CallUsBanner,
  Faqs,
  ProductHero,
  PartnerList,
  Preparation,
  SimilarTests,
} from '@/components/product-page';
import { JsonLd } from '@/components/seo';
import { PromoWidget } from '@/components/deals';
import {
  links,
  type LinkContext,
  bookingHash,
  type PageInputs,
  cachedProductPageAt,
  SERVER_ROWS,
  toPartnerRow,
  areaNamesOf,
  localizeProductPage,
} from '@/lib/product-page';
import { lowestPriceAreas } from '@/lib/catalog/prices';
import { productPath, shareImagePaths } from '@/lib/catalog/urls';
import { env } from '@/lib/env';
import { productJsonLd, productShareCard, shareImageMetadata } from '@/lib/seo';
import { SITE_NAME } from '@/lib/env/site';
import { formatRupees } from '@/lib/locale/india';
import { CarryingLink } from '@/components/ui/carrying-link';
import { NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { alternatesFor, openGraphLocale } from '@/lib/i18n/alternates';
import { CLIENT_NAMESPACES } from '@/lib/i18n/client-namespaces';
import { localePath, type Locale } from '@/lib/i18n/locales';
import { pickMessages } from '@/lib/i18n/messages';

/** The namespaces the page's live parts and hash screens read in the browser. */
const LIVE_NAMESPACES = ['productPage', 'booking', 'safety', 'callMe', 'reviews', 'chat'];

// Public and the same for everyone: rendered on the first request (never at build time),
// then served from the cache until a price change revalidates its tag (lib/catalog/cache-tags.ts).
export const revalidate = 86400;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: Locale; city: string; slug: string; randomId: string }>;

/** The page's data in its language: the English data, with the catalogue's words translated. */
async function load(params: Params) {
  const { locale, city, randomId } = await params;
  const data = await cachedProductPageAt(city, randomId);
  return data && { english: data, data: localizeProductPage(locale, data) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'productPage.meta' });
  const loaded = await load(params);
  if (!loaded) return { title: t('notFound'), robots: { index: false } };
  const { data } = loaded;
  const { product, city, prices } = data;
  const path = productPath(city.slug, product.urlSlug, product.randomId);
  const price = prices.minPrice === null ? '' : formatRupees(prices.minPrice);
  const hasPrice = prices.minPrice === null ? 'no' : 'yes';
  const title = t('title', { product: product.name, city: city.name, hasPrice, price });
  const description = t('description', {
    product: product.name,
    city: city.name,
    count: prices.centreCount,
    hasPrice,
    price,
    fasting: product.isFastingRequired ? 'yes' : 'no',
    home: prices.homeServiceAvailable ? 'yes' : 'no',
  });
  const image = shareImageMetadata(
    productShareCard(data, locale),
    localePath(locale, shareImagePaths.product(city.slug, product.urlSlug, product.randomId)),
    env().SITE_URL,
  );
  return {
    title,
    description,
    alternates: alternatesFor(locale, path),
    openGraph: {
      type: 'website',
      siteName: SITE_NAME,
      title,
      description,
      url: localePath(locale, path),
      ...openGraphLocale(locale),
      ...image.openGraph,
    },
    twitter: { ...image.twitter, title, description },
  };
}

export default async function ProductPage({ params }: { params: Params }) {
  const requested = await params;
  const { locale } = requested;
  setRequestLocale(locale);
  const t = await getTranslations('productPage');
  const loaded = await load(params);
  if (!loaded) notFound();
  const { data, english } = loaded;
  const { city, product, prices, partners, areaPrices, reviews, similar } = data;
  const canonical = localePath(locale, productPath(city.slug, product.urlSlug, product.randomId));
  // proxy.ts redirects with the query kept; this is the fallback should it not have run.
  if (
    requested.city !== city.slug ||
    requested.slug !== product.urlSlug ||
    requested.randomId !== product.randomId
  ) {
    permanentRedirect(canonical);
  }

  const { SITE_PHONE, SITE_URL, WHATSAPP_NUMBER } = env();
  // The search link asks for the English name, which every language's search knows.
  const ctx: LinkContext = { locale, city, product: { ...product, name: english.product.name } };
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
    urlSlug: product.urlSlug,
    fastingRequired: product.isFastingRequired,
    homeServiceAvailable: prices.homeServiceAvailable,
    showNightPricing: product.showNightPricing,
    minPrice: prices.minPrice,
    areaNames: areaNamesOf(locale, city.slug),
  };

  return (
    <NextIntlClientProvider
      messages={pickMessages(locale, [...CLIENT_NAMESPACES, ...LIVE_NAMESPACES])}
    >
      <ProductLive inputs={inputs}>
        <JsonLd data={productJsonLd(data, SITE_URL, locale)} />
        <div className="page product-page">
          <nav aria-label={t('breadcrumb.label')} className="breadcrumb">
            <ol>
              <li>
                <CarryingLink href={localePath(locale, '/')}>{t('breadcrumb.home')}</CarryingLink>
              </li>
              <li>
                <CarryingLink href={localePath(locale, `/${city.slug}/`)}>{city.name}</CarryingLink>
              </li>
              <li aria-current="page">{product.name}</li>
            </ol>
          </nav>
          <ProductHero data={data} checkHref={checkHref} chat={<LiveChatButton />} />
          <NightPricing />
          <section aria-labelledby="partners" className="card">
            <h2 id="partners">{t('partners.heading', { city: city.name })}</h2>
            <PartnerList
              partners={partners
                .slice(0, SERVER_ROWS)
                .map((p) => toPartnerRow(p, links.organisation(ctx, p.organisationPageUrl)))}
              more={{
                locale,
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
    </NextIntlClientProvider>
  );
}
