// What the product page and the pages around it share in their schema.org data, built with
// next-seo 7 (its processors and, where one makes the whole object, its components). next-seo
// only builds the data here: components/seo/json-ld.tsx writes it into the page, escaped.
import type { ReactElement } from 'react';
import { BreadcrumbJsonLd, processors } from 'next-seo';
import type { Crumb } from '@/lib/catalog/types';

export const CONTEXT = 'https://schema.org';

/** The average of a product's or an organisation's reviews and their count (no average without). */
export interface RatingSummary {
  average: number | null;
  count: number;
}

/** The reviews as an AggregateRating on the 1-5 scale; undefined without any review. */
export function aggregateRating(rating: RatingSummary) {
  if (rating.average === null || rating.count <= 0) return undefined;
  return processors.processAggregateRating({
    ratingValue: rating.average,
    reviewCount: rating.count,
    bestRating: 5,
    worstRating: 1,
  });
}

/**
 * The JSON-LD object a next-seo component builds, without its <script>: each of them returns
 * next-seo's JsonLdScript element with the object as its `data`. They are plain functions (no
 * hook, no state), so calling one builds the object and renders nothing.
 */
export function dataOf(element: ReactElement): Record<string, unknown> {
  const { data } = element.props as { data?: unknown };
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    throw new Error('next-seo: a JSON-LD component returned no single data object');
  }
  return data as Record<string, unknown>;
}

/** The trail to a page as a BreadcrumbList (next-seo's BreadcrumbJsonLd). */
export function breadcrumbJsonLd(crumbs: Crumb[], siteUrl: string) {
  return dataOf(
    BreadcrumbJsonLd({ items: crumbs.map((c) => ({ name: c.name, item: `${siteUrl}${c.path}` })) }),
  );
}
