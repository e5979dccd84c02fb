import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { areas, centrePrices, centres, organisations } from '@/lib/db/schema';
import { productInCity as inCity } from './centre-prices';
import { organisationPagePath } from './urls';
import type { AreaPrice, PartnerOrganisation, PriceSummary } from './types';

export const LOWEST_PRICE_AREAS_LIMIT = 5;

export async function getPriceSummary(
  db: Db,
  productId: number,
  cityId: number,
): Promise<PriceSummary> {
  const [row] = await db
    .select({
      minPrice: sql<number | null>`min(${centrePrices.price})`,
      maxPrice: sql<number | null>`max(${centrePrices.price})`,
      centreCount: sql<number>`count(*)`.mapWith(Number),
      homeServiceAvailable: sql<boolean>`coalesce(bool_or(${centrePrices.homeServiceAvailable}), false)`,
    })
    .from(centrePrices)
    .where(inCity(productId, cityId));
  const toNumber = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    minPrice: toNumber(row?.minPrice),
    maxPrice: toNumber(row?.maxPrice),
    centreCount: row?.centreCount ?? 0,
    homeServiceAvailable: Boolean(row?.homeServiceAvailable),
  };
}

/**
 * Partner organisations offering the product in the city, cheapest first; equal prices
 * go to the better rated, then by name, so the order (and the top 3) is stable.
 */
export async function listPartnerOrganisations(
  db: Db,
  productId: number,
  citySlug: string,
  cityId: number,
): Promise<PartnerOrganisation[]> {
  const ratingSum = sql<number>`sum(${centres.ratingSum})`.mapWith(Number);
  const ratingCount = sql<number>`sum(${centres.ratingCount})`.mapWith(Number);
  const averageRating = sql`sum(${centres.ratingSum})::numeric / nullif(sum(${centres.ratingCount}), 0)`;
  const rows = await db
    .select({
      id: organisations.id,
      slug: organisations.slug,
      name: organisations.name,
      imageUrl: organisations.imageUrl,
      locationsCount: sql<number>`count(*)`.mapWith(Number),
      minPrice: sql<number>`min(${centrePrices.price})`.mapWith(Number),
      maxPrice: sql<number>`max(${centrePrices.price})`.mapWith(Number),
      discountPercent:
        sql<number>`max(round(100.0 * (${centrePrices.listPrice} - ${centrePrices.price}) / ${centrePrices.listPrice}))`.mapWith(
          Number,
        ),
      ratingSum,
      ratingCount,
    })
    .from(centrePrices)
    .innerJoin(centres, eq(centres.id, centrePrices.centreId))
    .innerJoin(organisations, eq(organisations.id, centres.organisationId))
    .where(inCity(productId, cityId))
    .groupBy(organisations.id)
    .orderBy(
      sql`min(${centrePrices.price})`,
      sql`${averageRating} desc nulls last`,
      asc(organisations.name),
    );
  return rows.map(({ ratingSum: sum, ratingCount: n, ...row }) => ({
    ...row,
    rating: n > 0 ? Math.round((sum / n) * 10) / 10 : null,
    ratingCount: n,
    organisationPageUrl: organisationPagePath(row.slug, citySlug),
  }));
}

/** The cheapest price of the product in each area of the city that has it, cheapest first. */
export async function listAreaPrices(
  db: Db,
  productId: number,
  cityId: number,
): Promise<AreaPrice[]> {
  return db
    .select({
      id: areas.id,
      areaName: areas.name,
      urlSlug: areas.urlSlug,
      minPrice: sql<number>`min(${centrePrices.price})`.mapWith(Number),
    })
    .from(centrePrices)
    .innerJoin(centres, eq(centres.id, centrePrices.centreId))
    .innerJoin(areas, eq(areas.id, centres.areaId))
    .where(inCity(productId, cityId))
    .groupBy(areas.id)
    .orderBy(sql`min(${centrePrices.price})`, asc(areas.name), asc(areas.id));
}

/** The first few of `listAreaPrices` (already cheapest first). */
export function lowestPriceAreas(
  areaPrices: AreaPrice[],
  limit = LOWEST_PRICE_AREAS_LIMIT,
): AreaPrice[] {
  return areaPrices.slice(0, limit);
}

/** Reviews of the centres in the city that offer the product: average (1 decimal) and count. */
export async function getRatingSummary(
  db: Db,
  productId: number,
  cityId: number,
): Promise<{ average: number | null; count: number }> {
  const [row] = await db
    .select({
      sum: sql<number>`coalesce(sum(${centres.ratingSum}), 0)`.mapWith(Number),
      count: sql<number>`coalesce(sum(${centres.ratingCount}), 0)`.mapWith(Number),
    })
    .from(centrePrices)
    .innerJoin(centres, eq(centres.id, centrePrices.centreId))
    .where(inCity(productId, cityId));
  const count = row?.count ?? 0;
  return { average: count > 0 ? Math.round(((row?.sum ?? 0) / count) * 10) / 10 : null, count };
}
