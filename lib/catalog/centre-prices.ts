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

export const centreOffers = new QueryBuilder()
  .select({
    productId: centrePrices.productId,
    cityId: centrePrices.cityId,
    price: centrePrices.price,
    listPrice: centrePrices.listPrice,
    priceHomeService: centrePrices.homeServiceAvailable,
    centreId: centrePrices.centreId,
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
    areaId: centres.areaId,
    areaName: sql<string>`${areas.name}`.as('area_name'),
    organisationId: centres.organisationId,
    organisationName: sql<string>`${organisations.name}`.as('organisation_name'),
    organisationSlug: sql<string>`${organisations.slug}`.as('organisation_slug'),
  })
  .from(centrePrices)
  .innerJoin(centres, eq(centres.id, centrePrices.centreId))
  .innerJoin(areas, eq(areas.id, centres.areaId))
  .innerJoin(organisations, eq(organisations.id, centres.organisationId))
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
