import { asc, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { centrePrices } from '@/lib/db/schema';
import { centreOffers, offeredInCity, productInCity } from './centre-prices';
import { orderPartners, partnerRecord } from './partner-order';
import type { CentreReportRecord } from './report-record';
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
    .where(productInCity(productId, cityId));
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
 * go to the better rated, then by name, so the order (and the top 3) is stable. Among prices
 * within a few percent, the centres' report record (`reportRecords`, the city's) moves those
 * that keep their report promise up (lib/catalog/partner-order.ts).
 */
export async function listPartnerOrganisations(
  db: Db,
  productId: number,
  citySlug: string,
  cityId: number,
  reportRecords: CentreReportRecord[] = [],
): Promise<PartnerOrganisation[]> {
  const o = centreOffers;
  const ratingSum = sql<number>`sum(${o.ratingSum})`.mapWith(Number);
  const ratingCount = sql<number>`sum(${o.ratingCount})`.mapWith(Number);
  const averageRating = sql`sum(${o.ratingSum})::numeric / nullif(sum(${o.ratingCount}), 0)`;
  const rows = await db
    .select({
      id: o.organisationId,
      slug: o.organisationSlug,
      name: o.organisationName,
      imageUrl: o.organisationImageUrl,
      locationsCount: sql<number>`count(*)`.mapWith(Number),
      minPrice: sql<number>`min(${o.price})`.mapWith(Number),
      maxPrice: sql<number>`max(${o.price})`.mapWith(Number),
      discountPercent:
        sql<number>`max(round(100.0 * (${o.listPrice} - ${o.price}) / ${o.listPrice}))`.mapWith(
          Number,
        ),
      ratingSum,
      ratingCount,
      centreIds: sql<number[]>`array_agg(${o.centreId} order by ${o.centreId})`,
    })
    .from(o)
    .where(offeredInCity(productId, cityId))
    .groupBy(o.organisationId, o.organisationSlug, o.organisationName, o.organisationImageUrl)
    .orderBy(sql`min(${o.price})`, sql`${averageRating} desc nulls last`, asc(o.organisationName));
  const records = new Map(reportRecords.map((r) => [r.centreId, r]));
  return orderPartners(
    rows.map(({ ratingSum: sum, ratingCount: n, centreIds, ...row }) => ({
      ...row,
      rating: n > 0 ? Math.round((sum / n) * 10) / 10 : null,
      ratingCount: n,
      organisationPageUrl: organisationPagePath(row.slug, citySlug),
      reportRecord: partnerRecord(centreIds.map(Number), records),
    })),
  );
}

/** The cheapest price of the product in each area of the city that has it, cheapest first. */
export async function listAreaPrices(
  db: Db,
  productId: number,
  cityId: number,
): Promise<AreaPrice[]> {
  const o = centreOffers;
  return db
    .select({
      id: o.areaId,
      areaName: o.areaName,
      urlSlug: o.areaUrlSlug,
      minPrice: sql<number>`min(${o.price})`.mapWith(Number),
    })
    .from(o)
    .where(offeredInCity(productId, cityId))
    .groupBy(o.areaId, o.areaName, o.areaUrlSlug)
    .orderBy(sql`min(${o.price})`, asc(o.areaName), asc(o.areaId));
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
      sum: sql<number>`coalesce(sum(${centreOffers.ratingSum}), 0)`.mapWith(Number),
      count: sql<number>`coalesce(sum(${centreOffers.ratingCount}), 0)`.mapWith(Number),
    })
    .from(centreOffers)
    .where(offeredInCity(productId, cityId));
  const count = row?.count ?? 0;
  return { average: count > 0 ? Math.round(((row?.sum ?? 0) / count) * 10) / 10 : null, count };
}
