// The app's own shapes of the catalogue (camelCase); wire formats are built from these
// in one place per call, never from rows.
import type { Faq } from '@/lib/db/schema';
import type { ReportRecord } from './partner-order';

export interface City {
  id: number;
  slug: string;
  name: string;
  state: string;
}

export interface Area {
  id: number;
  name: string;
  urlSlug: string;
}

export interface Category {
  code: string;
  name: string;
}

export interface Product {
  id: number;
  randomId: string;
  name: string;
  displayName: string | null;
  urlSlug: string;
  category: Category;
  aliases: string[];
  isFastingRequired: boolean;
  fastingHours: number | null;
  preparationHtml: string | null;
  howItIsDoneHtml: string | null;
  faqs: Faq[];
  homeServiceAllowed: boolean;
  showNightPricing: boolean;
  reportHours: number;
}

/** A product's prices in one city; null prices when no centre there offers it. */
export interface PriceSummary {
  minPrice: number | null;
  maxPrice: number | null;
  centreCount: number;
  /** Some centre in the city does this test at home. */
  homeServiceAvailable: boolean;
}

export interface PartnerOrganisation {
  id: number;
  slug: string;
  name: string;
  /** Average review rating of its centres that offer the product, 1 decimal; null without reviews. */
  rating: number | null;
  ratingCount: number;
  /** Its centres in the city that offer the product. */
  locationsCount: number;
  /** The largest discount off the list price among those centres, in whole percent. */
  discountPercent: number;
  minPrice: number;
  maxPrice: number;
  imageUrl: string;
  organisationPageUrl: string;
  /** Its centres' reports due in the last 90 days and those on time; null: too few to say. */
  reportRecord: ReportRecord | null;
}

export interface AreaPrice {
  id: number;
  areaName: string;
  urlSlug: string;
  minPrice: number;
}

export interface SimilarProduct {
  name: string;
  urlSlug: string;
  randomId: string;
}

export interface CityProduct {
  randomId: string;
  name: string;
  urlSlug: string;
  category: Category;
  minPrice: number;
  maxPrice: number;
  /** Centres in the city that offer it. */
  centreCount: number;
}

/** The area a patient chose to see centres near them. */
export interface ChosenArea {
  id: number;
  name: string;
}

/** A page in a trail or list of links: its name and its address on this site ("/hyderabad/"). */
export interface Crumb {
  name: string;
  path: string;
}

/** How a patient takes a test: walk-in at the centre, or a technician at home. */
export const SERVICES = ['walkin', 'home-service'] as const;
export type Service = (typeof SERVICES)[number];
