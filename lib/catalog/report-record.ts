// Whether a centre kept its report promise: one definition, read by the promise rates per
// centre (lib/promises/turnaround.ts) and by the product page's order of partners
// (lib/catalog/partner-order.ts). A report is kept when it was ready by the time promised at
// booking from check-in or collection; a new time the centre gave once it was late does not
// make it on time. Each fragment reads a booking aliased `b`.
import { sql } from 'drizzle-orm';
import { cachedRead } from '@/lib/cache/cached-read';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';

/** When booking b's report was first ready, or null. */
export const REPORT_READY_AT = sql`(select min(e.at) from booking_events e
  where e.booking_id = b.id and e.to_status = 'report_ready')`;

/** When the time booking b's report is promised by began: check-in or sample collection. */
export const REPORT_COUNTED_FROM = sql`(select min(e.at) from booking_events e
  where e.booking_id = b.id and e.to_status in ('checked_in', 'sample_collected'))`;

/** Booking b's report ready by the time promised at booking. */
export const REPORT_KEPT = sql`coalesce(${REPORT_READY_AT} <= b.report_due_at, false)`;

/** The span a centre's report record covers, before now. */
export const REPORT_RECORD_DAYS = 90;

/** A centre's reports due in the span, and how many were ready by their promised time. */
export interface CentreReportRecord {
  centreId: number;
  onTime: number;
  total: number;
}

/**
 * Every centre's report record in one city: one grouped query for the city, whatever the
 * number of centres or products, over the reports due in the last REPORT_RECORD_DAYS days.
 */
export async function cityReportRecords(
  db: Db,
  cityId: number,
  now: Date,
): Promise<CentreReportRecord[]> {
  const since = new Date(now.getTime() - REPORT_RECORD_DAYS * 86_400_000);
  const rows = rowsOf<{ centre_id: number; on_time: number; total: number }>(
    await db.execute(sql`
      select b.centre_id, count(*) filter (where ${REPORT_KEPT})::int as on_time,
        count(*)::int as total
      from bookings b join centres c on c.id = b.centre_id
      where c.city_id = ${cityId}
        and b.report_due_at >= ${since.toISOString()}::timestamptz
        and b.report_due_at <= ${now.toISOString()}::timestamptz
      group by b.centre_id
      order by b.centre_id`),
  );
  return rows.map((r) => ({
    centreId: Number(r.centre_id),
    onTime: Number(r.on_time),
    total: Number(r.total),
  }));
}

/** Reads a city's records (cached or not). */
export type ReportRecordsRead = (cityId: number) => Promise<CentreReportRecord[]>;

/**
 * `cityReportRecords`, cached per city for 6 hours and shared by every product of the city: a
 * 90 days' record moves slowly, and the product pages built in those hours need no query.
 */
export const cachedReportRecords: ReportRecordsRead = (cityId) =>
  cachedRead(
    ['report-records', String(cityId)],
    { tags: ['report-records'], revalidate: 21_600 },
    (db) => cityReportRecords(db, cityId, new Date()),
  );
