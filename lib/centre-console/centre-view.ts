// What the centre's schedule page shows: its settings, the days it closed and the
// slots it blocked ahead, and its price of each test.
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { centreClosedDates, centrePrices, centres, products, slotUsage } from '@/lib/db/schema';
import { indiaDate, indiaDateTimeLabel } from '@/lib/locale/india';
import { HttpError } from '@/lib/server-api/errors';
import type { StaffViewer } from '@/lib/staff';
import { mustBeOwnCentre, type SettingsBody } from './schedule';

export interface CentreSettingsView {
  id: number;
  name: string;
  settings: SettingsBody;
  closed_dates: { date: string; reason: string }[];
  blocked_slots: { slot_start: string; label: string; booked: number }[];
  prices: {
    product_random_id: string;
    name: string;
    price: number;
    list_price: number;
    /** The centre's own report hours; null: the test's (product_report_hours). */
    report_hours: number | null;
    product_report_hours: number;
  }[];
}

export async function centreSettingsView(
  db: Db,
  viewer: StaffViewer,
  centreId: number,
  now: Date = new Date(),
): Promise<CentreSettingsView> {
  mustBeOwnCentre(viewer, centreId);
  const [centre] = await db.select().from(centres).where(eq(centres.id, centreId));
  if (!centre) throw new HttpError(404, 'not_found', 'That was not found.');
  const [closed, blocked, prices] = await Promise.all([
    db
      .select()
      .from(centreClosedDates)
      .where(
        and(
          eq(centreClosedDates.centreId, centreId),
          gte(centreClosedDates.closedOn, indiaDate(now)),
        ),
      )
      .orderBy(asc(centreClosedDates.closedOn)),
    db
      .select()
      .from(slotUsage)
      .where(
        and(
          eq(slotUsage.centreId, centreId),
          eq(slotUsage.blocked, true),
          gte(slotUsage.slotStart, now),
        ),
      )
      .orderBy(asc(slotUsage.slotStart))
      .limit(200),
    db
      .select({
        randomId: products.randomId,
        name: products.name,
        price: centrePrices.price,
        listPrice: centrePrices.listPrice,
        reportHours: centrePrices.reportHours,
        productReportHours: products.reportHours,
      })
      .from(centrePrices)
      .innerJoin(products, eq(products.id, centrePrices.productId))
      .where(eq(centrePrices.centreId, centreId))
      .orderBy(asc(products.name)),
  ]);
  const closedDays = new Set(closed.map((c) => c.closedOn));
  return {
    id: centre.id,
    name: centre.name,
    settings: {
      opens_at: centre.opensAt.slice(0, 5),
      closes_at: centre.closesAt.slice(0, 5),
      slot_minutes: centre.slotMinutes,
      slot_capacity: centre.slotCapacity,
      ack_minutes: centre.ackMinutes,
      late_credit: centre.lateCredit,
      home_window_minutes: centre.homeWindowMinutes,
    },
    closed_dates: closed.map((c) => ({ date: c.closedOn, reason: c.reason })),
    // A closed day's slots are blocked with it; the list names the single slots only.
    blocked_slots: blocked
      .filter((b) => !closedDays.has(indiaDate(b.slotStart)))
      .map((b) => ({
        slot_start: b.slotStart.toISOString(),
        label: indiaDateTimeLabel(b.slotStart),
        booked: b.booked,
      })),
    prices: prices.map((p) => ({
      product_random_id: p.randomId,
      name: p.name,
      price: p.price,
      list_price: p.listPrice,
      report_hours: p.reportHours,
      product_report_hours: p.productReportHours,
    })),
  };
}
