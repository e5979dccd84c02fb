import { DEFAULT_LOCALE, localePath, type Locale } from '@/lib/i18n/locales';
import { seoWords } from './share-words';
import { FAQJsonLd, processors } from 'next-seo';
import type { City, PriceSummary, Product } from '@/lib/catalog/types';
import { productPath, shareImagePaths } from '@/lib/catalog/urls';
import { SITE_NAME } from '@/lib/env/site';
import {
  aggregateRating,
  breadcrumbJsonLd,
  CONTEXT,
  dataOf,
  type RatingSummary,
} from './schema-org';

/** What the product page's search-engine data is made of (the product page's data has it all). */
export interface ProductJsonLdInput {
  city: City;
  product: Pick<
    Product,
    'name' | 'urlSlug' | 'randomId' | 'aliases' | 'category' | 'isFastingRequired' | 'faqs'
  >;
  prices: Pick<PriceSummary, 'minPrice' | 'maxPrice' | 'centreCount'>;
  rating: RatingSummary;
}

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** next-seo's AggregateOffer (the type is not exported), without its "@type". */
type AggregateOffer = Omit<Parameters<typeof processors.processAggregateOffer>[0], '@type'>;

/** Search-engine data of a product page: the test with its offers and rating, FAQs, breadcrumbs. */
export function productJsonLd(
  data: ProductJsonLdInput,
  siteUrl: string,
  locale: Locale = DEFAULT_LOCALE,
): object[] {
  const t = seoWords(locale, 'structuredData');
  const { product, city, prices, rating } = data;
  const path = localePath(locale, productPath(city.slug, product.urlSlug, product.randomId));
  const url = `${siteUrl}${path}`;
  // next-seo's ProductJsonLd has no additionalType nor alternateName (and warns about a test
  // with neither offers nor reviews), so the Product is put together from its processors.
  // availability is schema.org's, missing from next-seo's AggregateOffer type.
  const offer: (AggregateOffer & { availability: string }) | undefined =
    prices.minPrice !== null && prices.maxPrice !== null
      ? {
          priceCurrency: 'INR',
          lowPrice: prices.minPrice,
          highPrice: prices.maxPrice,
          offerCount: prices.centreCount,
          availability: 'https://schema.org/InStock',
        }
      : undefined;
  const offers = offer && processors.processAggregateOffer(offer);
  const ratingLd = aggregateRating(rating);
  const test = {
    '@context': CONTEXT,
    '@type': 'Product',
    additionalType: 'https://schema.org/MedicalTest',
    name: t('productName', { product: product.name, city: city.name }),
    alternateName: product.aliases,
    category: product.category.name,
    description: t('productDescription', {
      product: product.name,
      city: city.name,
      fasting: product.isFastingRequired ? 'yes' : 'no',
    }),
    url,
    // The link-preview picture: the test, the city, the price, the rating (Google requires an
    // image for a Product; there is no photograph of a test).
    image: `${siteUrl}${localePath(locale, shareImagePaths.product(city.slug, product.urlSlug, product.randomId))}`,
    // The test's own identifier in the catalogue (the one in its address).
    sku: product.randomId,
    brand: processors.processBrand({ name: SITE_NAME }),
    ...(offers && { offers }),
    ...(ratingLd && { aggregateRating: ratingLd }),
  };
  const breadcrumbs = breadcrumbJsonLd(
    [
      { name: t('home'), path: localePath(locale, '/') },
      { name: city.name, path: localePath(locale, `/${city.slug}/`) },
      { name: product.name, path },
    ],
    siteUrl,
  );
  if (product.faqs.length === 0) return [test, breadcrumbs];
  const faq = dataOf(
    FAQJsonLd({
      questions: product.faqs.map((f) => ({ question: f.question, answer: stripTags(f.answer) })),
    }),
  );
  return [test, faq, breadcrumbs];
}
