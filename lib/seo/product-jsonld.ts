import type { ProductPageData } from '@/lib/product-page/load';
import { productPath } from '@/lib/catalog/urls';
import { SITE_NAME } from '@/lib/env/site';

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** Search-engine data of a product page: the test with its offers and rating, FAQs, breadcrumbs. */
export function productJsonLd(data: ProductPageData, siteUrl: string): object[] {
  const { product, city, prices, rating } = data;
  const url = `${siteUrl}${productPath(city.slug, product.urlSlug, product.randomId)}`;
  const test: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    additionalType: 'https://schema.org/MedicalTest',
    name: `${product.name} in ${city.name}`,
    alternateName: product.aliases,
    category: product.category.name,
    description: `${product.name} at partner diagnostic centres in ${city.name}. ${
      product.isFastingRequired ? 'Fasting required.' : 'No fasting required.'
    }`,
    url,
    brand: { '@type': 'Brand', name: SITE_NAME },
  };
  if (prices.minPrice !== null && prices.maxPrice !== null) {
    test.offers = {
      '@type': 'AggregateOffer',
      priceCurrency: 'INR',
      lowPrice: prices.minPrice,
      highPrice: prices.maxPrice,
      offerCount: prices.centreCount,
      availability: 'https://schema.org/InStock',
    };
  }
  if (rating.average !== null && rating.count > 0) {
    test.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  const faq = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: product.faqs.map((f) => ({
      '@type': 'Question',
      name: f.question,
      acceptedAnswer: { '@type': 'Answer', text: stripTags(f.answer) },
    })),
  };
  const breadcrumbs = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { name: 'Home', item: `${siteUrl}/` },
      { name: city.name, item: `${siteUrl}/${city.slug}/` },
      { name: product.name, item: url },
    ].map((entry, i) => ({ '@type': 'ListItem', position: i + 1, ...entry })),
  };
  return product.faqs.length > 0 ? [test, faq, breadcrumbs] : [test, breadcrumbs];
}

/** JSON for a <script> element: "<" escaped so no "</script>" can close it early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
