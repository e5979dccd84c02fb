import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Product } from '@/lib/catalog/types';
import type { Db } from '@/lib/db/connect';
import { areas, centreClosedDates, centrePrices, centres, organisations } from '@/lib/db/schema';
import { bookableDates, type CentreSchedule } from './schedule';

/** A centre as the booking screen shows it, with its price for one product. */
export interface BookingCentre {
  id: number;
  cityId: number;
  name: string;
  organisationName: string;
  areaId: number;
  areaName: string;
  address: string;
  rating: number | null;
  ratingCount: number;
  price: number;
  listPrice: number;
  /** The centre collects at home, and for this product. */
  homeService: boolean;
  homeCollectionFee: number;
  slotCapacity: number;
  schedule: CentreSchedule;
}

const columns = {
  id: centres.id,
  cityId: centres.cityId,
  name: centres.name,
  organisationName: organisations.name,
  areaId: areas.id,
  areaName: areas.name,
  address: centres.address,
  ratingSum: centres.ratingSum,
  ratingCount: centres.ratingCount,
  price: centrePrices.price,
  listPrice: centrePrices.listPrice,
  centreHomeService: centres.homeService,
  priceHomeService: centrePrices.homeServiceAvailable,
  homeCollectionFee: centres.homeCollectionFee,
  opensAt: centres.opensAt,
  closesAt: centres.closesAt,
  slotMinutes: centres.slotMinutes,
  slotCapacity: centres.slotCapacity,
  closedWeekdays: centres.closedWeekdays,
};

function query(db: Db) {
  return db
    .select(columns)
    .from(centrePrices)
    .innerJoin(centres, eq(centres.id, centrePrices.centreId))
    .innerJoin(organisations, eq(organisations.id, centres.organisationId))
    .innerJoin(areas, eq(areas.id, centres.areaId));
}

async function closedDatesOf(db: Db, centreIds: number[], now: Date) {
  const dates = bookableDates(now);
  const rows = centreIds.length
    ? await db
        .select({ centreId: centreClosedDates.centreId, closedOn: centreClosedDates.closedOn })
        .from(centreClosedDates)
        .where(
          and(
            inArray(centreClosedDates.centreId, centreIds),
            gte(centreClosedDates.closedOn, dates[0]!),
            lte(centreClosedDates.closedOn, dates.at(-1)!),
          ),
        )
    : [];
  const byCentre = new Map<number, string[]>();
  for (const r of rows) byCentre.set(r.centreId, [...(byCentre.get(r.centreId) ?? []), r.closedOn]);
  return byCentre;
}

function toCentre(
  row: Awaited<ReturnType<ReturnType<typeof query>['where']>>[number],
  product: Product,
  closedDates: string[],
): BookingCentre {
  return {
    id: row.id,
    cityId: row.cityId,
    name: row.name,
    organisationName: row.organisationName,
    areaId: row.areaId,
    areaName: row.areaName,
    address: row.address,
    rating: row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : null,
    ratingCount: row.ratingCount,
    price: row.price,
    listPrice: row.listPrice,
    homeService: product.homeServiceAllowed && row.centreHomeService && row.priceHomeService,
    homeCollectionFee: row.homeCollectionFee,
    slotCapacity: row.slotCapacity,
    schedule: {
      opensAt: row.opensAt,
      closesAt: row.closesAt,
      slotMinutes: row.slotMinutes,
      closedWeekdays: row.closedWeekdays,
      closedDates,
    },
  };
}

/** The centres of a city that offer the product, cheapest first (then by name). */
export async function listBookingCentres(
  db: Db,
  product: Product,
  cityId: number,
  now: Date,
): Promise<BookingCentre[]> {
  const rows = await query(db)
    .where(and(eq(centrePrices.productId, product.id), eq(centrePrices.cityId, cityId)))
    .orderBy(asc(centrePrices.price), asc(centres.name));
  const closed = await closedDatesOf(
    db,
    rows.map((r) => r.id),
    now,
  );
  return rows.map((r) => toCentre(r, product, closed.get(r.id) ?? []));
}

/** One centre with its price for the product; null when it does not offer it. */
export async function getBookingCentre(
  db: Db,
  product: Product,
  centreId: number,
  now: Date,
): Promise<BookingCentre | null> {
  const [row] = await query(db)
    .where(and(eq(centrePrices.productId, product.id), eq(centrePrices.centreId, centreId)))
    .limit(1);
  if (!row) return null;
  const closed = await closedDatesOf(db, [row.id], now);
  return toCentre(row, product, closed.get(row.id) ?? []);
}
