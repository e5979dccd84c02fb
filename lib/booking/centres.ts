import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Product } from '@/lib/catalog/types';
import { centreOffers, offeredInCity } from '@/lib/catalog/centre-prices';
import type { Db } from '@/lib/db/connect';
import { centreClosedDates } from '@/lib/db/schema';
import { BOOKING_DAYS, bookableDates, type CentreSchedule } from './schedule';
import type { BookingDetails } from './view';

/** A centre as the booking screen shows it, with its price for one product. */
export interface BookingCentre {
  id: number;
  cityId: number;
  name: string;
  organisationName: string;
  areaId: number;
  areaName: string;
  address: string;
  pincode: string;
  rating: number | null;
  ratingCount: number;
  price: number;
  listPrice: number;
  /** The centre collects at home, and for this product. */
  homeService: boolean;
  homeCollectionFee: number;
  slotCapacity: number;
  /** Minutes of opening hours the centre has to accept a booking. */
  ackMinutes: number;
  /** The credit promised if a home collection comes late (rupees). */
  lateCredit: number;
  /** A home collection's arrival window, in minutes from the slot's start. */
  homeWindowMinutes: number;
  /** The report promised in so many hours from the test: the centre's own, else the product's. */
  reportHours: number;
  schedule: CentreSchedule;
}

function query(db: Db) {
  const o = centreOffers;
  return db
    .select({
      id: o.centreId,
      cityId: o.cityId,
      name: o.centreName,
      organisationName: o.organisationName,
      areaId: o.areaId,
      areaName: o.areaName,
      address: o.address,
      pincode: o.pincode,
      ratingSum: o.ratingSum,
      ratingCount: o.ratingCount,
      price: o.price,
      listPrice: o.listPrice,
      centreHomeService: o.centreHomeService,
      priceHomeService: o.priceHomeService,
      homeCollectionFee: o.homeCollectionFee,
      opensAt: o.opensAt,
      closesAt: o.closesAt,
      slotMinutes: o.slotMinutes,
      slotCapacity: o.slotCapacity,
      closedWeekdays: o.closedWeekdays,
      ackMinutes: o.ackMinutes,
      lateCredit: o.lateCredit,
      homeWindowMinutes: o.homeWindowMinutes,
      reportHours: o.reportHours,
    })
    .from(o);
}

async function closedDatesOf(db: Db, centreIds: number[], now: Date, days = BOOKING_DAYS) {
  const dates = bookableDates(now, days);
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
    pincode: row.pincode,
    rating: row.ratingCount > 0 ? Math.round((row.ratingSum / row.ratingCount) * 10) / 10 : null,
    ratingCount: row.ratingCount,
    price: row.price,
    listPrice: row.listPrice,
    homeService: product.homeServiceAllowed && row.centreHomeService && row.priceHomeService,
    homeCollectionFee: row.homeCollectionFee,
    slotCapacity: row.slotCapacity,
    ackMinutes: row.ackMinutes,
    lateCredit: row.lateCredit,
    homeWindowMinutes: row.homeWindowMinutes,
    reportHours: row.reportHours ?? product.reportHours,
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
    .where(offeredInCity(product.id, cityId))
    .orderBy(asc(centreOffers.price), asc(centreOffers.centreName));
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
  /** Closed dates this many days ahead: one more than bookable keeps a cached copy valid past midnight. */
  days = BOOKING_DAYS,
): Promise<BookingCentre | null> {
  // Both at once: on PostgreSQL they go out on two connections of the pool.
  const [[row], closed] = await Promise.all([
    query(db)
      .where(and(eq(centreOffers.productId, product.id), eq(centreOffers.centreId, centreId)))
      .limit(1),
    closedDatesOf(db, [centreId], now, days),
  ]);
  if (!row) return null;
  return toCentre(row, product, closed.get(row.id) ?? []);
}

/** What a booking's view shows of its centre, from the centre it was booked at. */
export function bookedCentre(centre: BookingCentre): BookingDetails['centre'] {
  return {
    id: centre.id,
    name: centre.name,
    organisationName: centre.organisationName,
    address: centre.address,
    areaName: centre.areaName,
    pincode: centre.pincode,
    opensAt: centre.schedule.opensAt,
    closesAt: centre.schedule.closesAt,
    slotMinutes: centre.schedule.slotMinutes,
  };
}
