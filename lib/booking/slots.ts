import { and, eq, gte, lt } from 'drizzle-orm';
import type { Product } from '@/lib/catalog/types';
import type { Db } from '@/lib/db/connect';
import { slotUsage } from '@/lib/db/schema';
import { isNightTime, nightPriceFor } from '@/lib/catalog/night-pricing';
import type { BookingCentre } from './centres';
import { indiaInstant, indiaTime } from '@/lib/locale/india';
import { LEAD_MINUTES, slotStarts } from './schedule';

export interface Slot {
  start: Date;
  /** 'HH:MM' India time. */
  time: string;
  remaining: number;
  capacity: number;
  night: boolean;
  /** The test's price in this slot: the night price after 8PM for MRI and CT. */
  price: number;
}

/** docs/product.md, Constants: after 8PM India time, MRI at ₹2750 and CT at ₹1000. */
export function slotPrice(product: Product, basePrice: number, start: Date) {
  const night = nightPriceFor(product.category.code, product.showNightPricing);
  return night !== null && isNightTime(start)
    ? { night: true, price: night }
    : { night: false, price: basePrice };
}

/**
 * The one availability function: a centre's slots on an India date with the places left,
 * from its schedule and the places taken. Listing slots and creating a booking both use it.
 */
export async function availability(
  db: Db,
  product: Product,
  centre: BookingCentre,
  date: string,
  now: Date,
): Promise<Slot[]> {
  const starts = slotStarts(centre.schedule, date);
  if (starts.length === 0) return [];
  const taken = await db
    .select({
      slotStart: slotUsage.slotStart,
      booked: slotUsage.booked,
      capacity: slotUsage.capacity,
      blocked: slotUsage.blocked,
    })
    .from(slotUsage)
    .where(
      and(
        eq(slotUsage.centreId, centre.id),
        gte(slotUsage.slotStart, indiaInstant(date, 0)),
        lt(slotUsage.slotStart, indiaInstant(date, 24 * 60)),
      ),
    );
  const usage = new Map(taken.map((t) => [t.slotStart.getTime(), t]));
  const earliest = now.getTime() + LEAD_MINUTES * 60_000;
  return starts
    .filter((start) => start.getTime() >= earliest)
    .map((start) => {
      const used = usage.get(start.getTime());
      const capacity = used?.capacity ?? centre.slotCapacity;
      return {
        start,
        time: indiaTime(start),
        // A slot the centre blocked takes no one, whatever it holds.
        remaining: used?.blocked ? 0 : Math.max(0, capacity - (used?.booked ?? 0)),
        capacity,
        ...slotPrice(product, centre.price, start),
      };
    });
}

/** Free slots nearest to `wanted` (before or after), for when the wanted one filled. */
export function nearestFree(slots: Slot[], wanted: Date, count = 3): Slot[] {
  return slots
    .filter((s) => s.remaining > 0)
    .sort(
      (a, b) =>
        Math.abs(a.start.getTime() - wanted.getTime()) -
        Math.abs(b.start.getTime() - wanted.getTime()),
    )
    .slice(0, count)
    .sort((a, b) => a.start.getTime() - b.start.getTime());
}
