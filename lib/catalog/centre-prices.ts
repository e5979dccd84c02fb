// The catalogue's one join, a centre's price of a product with the centre, its area and its
// organisation (`centreOffers`), the one "this product in this city" condition, and the one
// list of each centre's price of a product in a city. PostgreSQL flattens the subquery into
// the query that reads it, so the plan is the join written out.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db/connect';
import { areas, centrePrices, centres, organisations } from '@/lib/db/schema';

/** The prices of one product (an id, or a joined product's column) in one city. */
export function productInCity(productId: number | AnyPgColumn, cityId: number): SQL | undefined {
  return and(eq(centrePrices.productId, productId), eq(centrePrices.cityId, cityId));
}

const qb = new QueryBuilder();

/** A centre with its area and its organisation: the catalogue's one join of the three. */
export const centrePlaces = qb
  .select({
    centreId: centres.id,
    cityId: centres.cityId,
    centreName: sql<string>`${centres.name}`.as('centre_name'),
    address: centres.address,
    ratingSum: centres.ratingSum,
    ratingCount: centres.ratingCount,
    centreHomeService: centres.homeService,
    homeCollectionFee: centres.homeCollectionFee,
    opensAt: centres.opensAt,
    closesAt: centres.closesAt,
    slotMinutes: centres.slotMinutes,
    slotCapacity: centres.slotCapacity,
    closedWeekdays: centres.closedWeekdays,
    ackMinutes: centres.ackMinutes,
    lateCredit: centres.lateCredit,
    homeWindowMinutes: centres.homeWindowMinutes,
    areaId: centres.areaId,
    areaName: sql<string>`${areas.name}`.as('area_name'),
    areaUrlSlug: sql<string>`${areas.urlSlug}`.as('area_url_slug'),
    pincode: areas.pincode,
    organisationId: centres.organisationId,
    organisationName: sql<string>`${organisations.name}`.as('organisation_name'),
    organisationSlug: sql<string>`${organisations.slug}`.as('organisation_slug'),
    organisationImageUrl: sql<string>`${organisations.imageUrl}`.as('organisation_image_url'),
  })
  .from(centres)
  .innerJoin(areas, eq(areas.id, centres.areaId))
  .innerJoin(organisations, eq(organisations.id, centres.organisationId))
  .as('centre_places');

/** A centre's price of a product, with the centre's place. */
export const centreOffers = qb
  .select({
    productId: centrePrices.productId,
    cityId: centrePrices.cityId,
    centreId: centrePrices.centreId,
    price: centrePrices.price,
    listPrice: centrePrices.listPrice,
    priceHomeService: centrePrices.homeServiceAvailable,
    /** The centre's own report hours for the product; null: the product's. */
    reportHours: centrePrices.reportHours,
    updatedAt: centrePrices.updatedAt,
    centreName: centrePlaces.centreName,
    address: centrePlaces.address,
    ratingSum: centrePlaces.ratingSum,
    ratingCount: centrePlaces.ratingCount,
    centreHomeService: centrePlaces.centreHomeService,
    homeCollectionFee: centrePlaces.homeCollectionFee,
    opensAt: centrePlaces.opensAt,
    closesAt: centrePlaces.closesAt,
    slotMinutes: centrePlaces.slotMinutes,
    slotCapacity: centrePlaces.slotCapacity,
    closedWeekdays: centrePlaces.closedWeekdays,
    ackMinutes: centrePlaces.ackMinutes,
    lateCredit: centrePlaces.lateCredit,
    homeWindowMinutes: centrePlaces.homeWindowMinutes,
    areaId: centrePlaces.areaId,
    areaName: centrePlaces.areaName,
    areaUrlSlug: centrePlaces.areaUrlSlug,
    pincode: centrePlaces.pincode,
    organisationId: centrePlaces.organisationId,
    organisationName: centrePlaces.organisationName,
    organisationSlug: centrePlaces.organisationSlug,
    organisationImageUrl: centrePlaces.organisationImageUrl,
  })
  .from(centrePrices)
  .innerJoin(centrePlaces, eq(centrePlaces.centreId, centrePrices.centreId))
  .as('centre_offers');

/** `productInCity` over `centreOffers`. */
export function offeredInCity(productId: number, cityId: number): SQL | undefined {
  return and(eq(centreOffers.productId, productId), eq(centreOffers.cityId, cityId));
}

export interface CentrePrice {
  centreId: number;
  centreName: string;
  price: number;
  listPrice: number;
  homeService: boolean;
}

/** Each centre's price of the product in the city (of one organisation if given), cheapest first. */
export function listCentrePrices(
  db: Db,
  productId: number,
  cityId: number,
  organisationId?: number,
): Promise<CentrePrice[]> {
  return db
    .select({
      centreId: centreOffers.centreId,
      centreName: centreOffers.centreName,
      price: centreOffers.price,
      listPrice: centreOffers.listPrice,
      homeService: centreOffers.priceHomeService,
    })
    .from(centreOffers)
    .where(
      and(
        offeredInCity(productId, cityId),
        organisationId === undefined ? undefined : eq(centreOffers.organisationId, organisationId),
      ),
    )
    .orderBy(asc(centreOffers.price), asc(centreOffers.centreId));
}
