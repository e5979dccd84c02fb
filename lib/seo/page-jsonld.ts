// Search-engine data (schema.org JSON-LD) of the pages around the product page: lists of
// tests, partner organisations with their centres, the deal's offer, breadcrumbs.
import type { OrganisationPageData } from '@/lib/partners/organisation-page';
import { openingHoursSpecification } from '@/lib/catalog/hours';
import type { City } from '@/lib/catalog/types';
import { productPath, searchPath } from '@/lib/catalog/urls';
import type { Deal } from '@/lib/deals';
import { SITE_NAME } from '@/lib/env/site';

const CONTEXT = 'https://schema.org';

export interface Crumb {
  name: string;
  path: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string) {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.name,
      item: `${siteUrl}${c.path}`,
    })),
  };
}

/** An ItemList of pages (tests of a city, search results), in the order shown. */
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

/** The site, with its test search (a sitelinks search box) in the visitor's city. */
export function websiteJsonLd(siteUrl: string, city: City) {
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

/** The organisation in the city: its rating, its centres (DiagnosticLab) and its prices. */
export function organisationJsonLd(data: OrganisationPageData, path: string, siteUrl: string) {
  const { organisation, city, rating, centres, prices } = data;
  const ld: Record<string, unknown> = {
    '@context': CONTEXT,
    '@type': 'MedicalOrganization',
    name: organisation.name,
    url: `${siteUrl}${path}`,
    logo: `${siteUrl}${organisation.imageUrl}`,
    areaServed: { '@type': 'City', name: city.name },
    department: centres.map((c) => ({
      '@type': 'DiagnosticLab',
      name: c.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: c.address,
        addressLocality: city.name,
        addressRegion: city.state,
        postalCode: c.pincode,
        addressCountry: 'IN',
      },
      openingHoursSpecification: openingHoursSpecification(c),
    })),
    makesOffer: prices.map((p) => ({
      '@type': 'Offer',
      name: p.name,
      url: `${siteUrl}${productPath(city.slug, p.urlSlug, p.randomId)}`,
      price: p.minPrice,
      priceCurrency: 'INR',
      itemOffered: { '@type': 'MedicalTest', name: p.name },
    })),
  };
  if (rating.average !== null && rating.count > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: rating.average,
      reviewCount: rating.count,
      bestRating: 5,
      worstRating: 1,
    };
  }
  return ld;
}

/** The deal as a product with one offer, in the city when one is chosen. */
export function dealJsonLd(
  deal: Deal,
  tests: number,
  city: City | null,
  path: string,
  siteUrl: string,
) {
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name: `${deal.title}: ${tests} tests`,
    description: deal.summary,
    url: `${siteUrl}${path}`,
    brand: { '@type': 'Brand', name: SITE_NAME },
    offers: {
      '@type': 'Offer',
      price: deal.price,
      priceCurrency: 'INR',
      availability: 'https://schema.org/InStock',
      url: `${siteUrl}${path}`,
      ...(city ? { areaServed: { '@type': 'City', name: city.name } } : {}),
    },
  };
}
