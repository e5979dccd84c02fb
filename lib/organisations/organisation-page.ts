// A partner organisation in one city (the organization_page_url of product_basic_info):
// who it is, its rating and reviews, its centres with address and hours, and its prices.
import { and, asc, eq } from 'drizzle-orm';
import type { CustomerCenterReviews } from '@/lib/reviews/client';
import { centrePlaces, listCentrePrices } from '@/lib/catalog/centre-prices';
import type { Db } from '@/lib/db/connect';
import { centres, cities, organisations } from '@/lib/db/schema';
import { listReviews } from '@/lib/reviews';
import { getCityBySlug } from '@/lib/catalog/cities';
import type { Hours } from '@/lib/catalog/hours';
import { listCityProducts } from '@/lib/catalog/products';
import type { City, CityProduct } from '@/lib/catalog/types';
import { cachedRead } from '@/lib/cache/cached-read';
import { cityPricesTag } from '@/lib/catalog/cache-tags';

export interface OrganisationCentre extends Hours {
  id: number;
  name: string;
  address: string;
  areaName: string;
  pincode: string;
  homeService: boolean;
  homeCollectionFee: number;
  /** Sum and count of its review ratings (the organisation's rating adds them up). */
  ratingSum: number;
  ratingCount: number;
}

/** A test at the organisation: prices and centre count over its centres in the city. */
export type OrganisationPrice = CityProduct;

export interface OrganisationPageData {
  organisation: { id: number; slug: string; name: string; imageUrl: string };
  city: City;
  rating: { average: number | null; count: number };
  centres: OrganisationCentre[];
  prices: OrganisationPrice[];
  reviews: CustomerCenterReviews;
  /** Other cities where it has centres (for an organisation with none in this one). */
  otherCities: City[];
}

/** null when the organisation or the city is unknown. */
export async function loadOrganisationPage(
  db: Db,
  organisationSlug: string,
  citySlug: string,
): Promise<OrganisationPageData | null> {
  const [[organisation], city] = await Promise.all([
    db
      .select({
        id: organisations.id,
        slug: organisations.slug,
        name: organisations.name,
        imageUrl: organisations.imageUrl,
      })
      .from(organisations)
      .where(eq(organisations.slug, organisationSlug.toLowerCase()))
      .limit(1),
    getCityBySlug(db, citySlug),
  ]);
  if (!organisation || !city) return null;
  const [centreRows, prices, reviews, otherCities] = await Promise.all([
    listOrganisationCentres(db, organisation.id, city.id),
    listCityProducts(db, city.id, 'category', organisation.id),
    // The first page of the full list (newest first), not just the product page's first three.
    listReviews(
      db,
      { organisationId: organisation.id, cityId: city.id, covid: false },
      { all: true, cursor: null },
    ),
    listOrganisationCities(db, organisation.id),
  ]);
  const ratingSum = centreRows.reduce((sum, c) => sum + c.ratingSum, 0);
  const ratingCount = centreRows.reduce((sum, c) => sum + c.ratingCount, 0);
  return {
    organisation,
    city,
    rating: {
      average: ratingCount > 0 ? Math.round((ratingSum / ratingCount) * 10) / 10 : null,
      count: ratingCount,
    },
    centres: centreRows,
    prices,
    reviews,
    otherCities: otherCities.filter((c) => c.id !== city.id),
  };
}

async function listOrganisationCentres(db: Db, organisationId: number, cityId: number) {
  const p = centrePlaces;
  return db
    .select({
      id: p.centreId,
      name: p.centreName,
      address: p.address,
      areaName: p.areaName,
      pincode: p.pincode,
      opensAt: p.opensAt,
      closesAt: p.closesAt,
      closedWeekdays: p.closedWeekdays,
      homeService: p.centreHomeService,
      homeCollectionFee: p.homeCollectionFee,
      ratingSum: p.ratingSum,
      ratingCount: p.ratingCount,
    })
    .from(p)
    .where(and(eq(p.organisationId, organisationId), eq(p.cityId, cityId)))
    .orderBy(asc(p.areaName), asc(p.centreName), asc(p.centreId));
}

async function listOrganisationCities(db: Db, organisationId: number): Promise<City[]> {
  return db
    .select({ id: cities.id, slug: cities.slug, name: cities.name, state: cities.state })
    .from(centres)
    .innerJoin(cities, eq(cities.id, centres.cityId))
    .where(eq(centres.organisationId, organisationId))
    .groupBy(cities.id)
    .orderBy(asc(cities.sortOrder));
}

export interface CentreOffer {
  centreId: number;
  price: number;
  listPrice: number;
  homeService: boolean;
}

/** The product's price at each of the organisation's centres in the city, cheapest first. */
export async function listCentreOffers(
  db: Db,
  organisationId: number,
  cityId: number,
  productId: number,
): Promise<CentreOffer[]> {
  const rows = await listCentrePrices(db, productId, cityId, organisationId);
  return rows.map(({ centreId, price, listPrice, homeService }) => ({
    centreId,
    price,
    listPrice,
    homeService,
  }));
}

/** A partner organisation's page in one city; its reviews may lag by up to an hour. */
export function cachedOrganisationPage(
  organisationSlug: string,
  citySlug: string,
): Promise<OrganisationPageData | null> {
  const organisation = organisationSlug.toLowerCase();
  const city = citySlug.toLowerCase();
  return cachedRead(
    ['organisation-page', organisation, city],
    { tags: [cityPricesTag(city)], revalidate: 3_600 },
    (db) => loadOrganisationPage(db, organisation, city),
  );
}
