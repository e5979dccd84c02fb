// Search-engine data (schema.org JSON-LD) of the pages around the product page: lists of
// tests, partner organisations with their centres, the deal's offer. The builders take plain
// data (their own input types, or the catalogue's), so this feature imports no other one.
import { processors } from 'next-seo';
import { openingHoursSpecification, type Hours } from '@/lib/catalog/hours';
import type { City, CityProduct, Crumb } from '@/lib/catalog/types';
import { productPath, searchPath, shareImagePaths } from '@/lib/catalog/urls';
import { SITE_NAME } from '@/lib/env/site';
import { aggregateRating, CONTEXT, type RatingSummary } from './schema-org';

export { breadcrumbJsonLd } from './schema-org';

/**
 * An ItemList of pages (tests of a city, search results), in the order shown. Ours: next-seo's
 * CarouselJsonLd lists bare URLs, without the list's name, its size or the items' names.
 */
export function itemListJsonLd(name: string, items: Crumb[], siteUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      url: `${siteUrl}${item.path}`,
    })),
  };
}

/**
 * The site, with its test search (a sitelinks search box) in the visitor's city. Ours: next-seo
 * 7 has no WebSite component.
 */
export function websiteJsonLd(siteUrl: string, city: Pick<City, 'id'>) {
  return {
    '@context': CONTEXT,
    '@type': 'WebSite',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${siteUrl}${searchPath('QUERY', city.id).replace('QUERY', '{search_term_string}')}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

/** What an organisation's search-engine data is made of (the organisation page's data has it all). */
export interface OrganisationJsonLdInput {
  organisation: { name: string; imageUrl: string };
  city: City;
  rating: RatingSummary;
  centres: (Hours & { name: string; address: string; pincode: string })[];
  prices: Pick<CityProduct, 'name' | 'urlSlug' | 'randomId' | 'minPrice'>[];
}

/** next-seo's Offer (the type is not exported), without its "@type". */
type Offer = Omit<Parameters<typeof processors.processOffer>[0], '@type'>;
/** An offer with schema.org's name and itemOffered, which next-seo's Offer type leaves out. */
type NamedOffer = Offer & { name: string; itemOffered: object };

/**
 * The organisation in the city: its rating, its centres (DiagnosticLab) and its prices. Built
 * from next-seo's processors: its OrganizationJsonLd has no department, makesOffer nor
 * areaServed.
 */
export function organisationJsonLd(data: OrganisationJsonLdInput, path: string, siteUrl: string) {
  const { organisation, city, rating, centres, prices } = data;
  const ratingLd = aggregateRating(rating);
  return {
    '@context': CONTEXT,
    '@type': 'MedicalOrganization',
    name: organisation.name,
    url: `${siteUrl}${path}`,
    logo: `${siteUrl}${organisation.imageUrl}`,
    areaServed: { '@type': 'City', name: city.name },
    department: centres.map((c) => ({
      '@type': 'DiagnosticLab',
      name: c.name,
      address: processors.processAddress({
        streetAddress: c.address,
        addressLocality: city.name,
        addressRegion: city.state,
        postalCode: c.pincode,
        addressCountry: 'IN',
      }),
      openingHoursSpecification: openingHoursSpecification(c),
    })),
    makesOffer: prices.map((p) => {
      const offer: NamedOffer = {
        name: p.name,
        url: `${siteUrl}${productPath(city.slug, p.urlSlug, p.randomId)}`,
        price: p.minPrice,
        priceCurrency: 'INR',
        itemOffered: { '@type': 'MedicalTest', name: p.name },
      };
      return processors.processOffer(offer);
    }),
    ...(ratingLd && { aggregateRating: ratingLd }),
  };
}

/** What the deal's search-engine data is made of (a deal has it all). */
export interface DealJsonLdInput {
  code: string;
  title: string;
  summary: string;
  /** Integer rupees. */
  price: number;
}

/** The deal as a product with one offer (next-seo's processors), in the city when one is chosen. */
export function dealJsonLd(
  deal: DealJsonLdInput,
  tests: number,
  city: Pick<City, 'name'> | null,
  path: string,
  siteUrl: string,
) {
  const offer: Offer & { areaServed?: object } = {
    price: deal.price,
    priceCurrency: 'INR',
    availability: 'https://schema.org/InStock',
    url: `${siteUrl}${path}`,
    ...(city ? { areaServed: { '@type': 'City', name: city.name } } : {}),
  };
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: `${deal.title}: ${tests} tests`,
    description: deal.summary,
    url: `${siteUrl}${path}`,
    image: `${siteUrl}${shareImagePaths.deal(deal.code)}`,
    sku: deal.code,
    brand: processors.processBrand({ name: SITE_NAME }),
    offers: processors.processOffer(offer),
  };
}
