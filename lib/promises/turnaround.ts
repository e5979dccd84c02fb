// Report turnaround per centre: the reports that fell due in a span, how many were ready by the
// time promised, and the hours from check-in or collection to the report. Read by the
// operations console's promises page and by the simulator's report; what counts as on time is
// lib/catalog/report-record.ts, which the product page's order of partners reads too.
import { sql } from 'drizzle-orm';
import { REPORT_COUNTED_FROM, REPORT_KEPT, REPORT_READY_AT } from '@/lib/catalog/report-record';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import type { Span } from './rates';
import { quantile } from './summary';

/** One report due: its centre, when its time began and when it was ready (null: not yet). */
export interface ReportCase {
  city: string;
  centre: string;
  from: Date | null;
  ready: Date | null;
  kept: boolean;
}

export interface CentreTurnaround {
  centre: string;
  city: string;
  /** Reports whose promised time fell in the span. */
  due: number;
  onTime: number;
  /** onTime / due. */
  share: number;
  late: number;
  /** Hours from check-in or collection to the report; one still awaited counts until asOf. */
  medianHours: number | null;
  p90Hours: number | null;
}

/** The reports that fell due in the span (by their promised time), as of span.asOf. */
export async function reportCases(db: Db, span: Span): Promise<ReportCase[]> {
  const rows = rowsOf<{
    city: string;
    centre: string;
    counted_from: Date | string | null;
    ready: Date | string | null;
    kept: boolean;
  }>(
    await db.execute(sql`
      select ci.name as city, c.name as centre, ${REPORT_COUNTED_FROM} as counted_from,
        ${REPORT_READY_AT} as ready, ${REPORT_KEPT} as kept
      from bookings b join centres c on c.id = b.centre_id join areas a on a.id = c.area_id
        join cities ci on ci.id = a.city_id
      where b.report_due_at >= ${span.from.toISOString()}::timestamptz
        and b.report_due_at < ${span.to.toISOString()}::timestamptz
        and b.report_due_at <= ${span.asOf.toISOString()}::timestamptz`),
  );
  const date = (v: Date | string | null) => (v === null ? null : new Date(v));
  return rows.map((r) => ({
    city: r.city,
    centre: r.centre,
    from: date(r.counted_from),
    ready: date(r.ready),
    kept: r.kept === true,
  }));
}

/**
 * Each centre's turnaround, worst first (lowest on-time share, then most late, then by name).
 * A report still awaited counts its hours until `asOf`, so a slow lab's p90 is not flattered.
 */
export function turnaroundByCentre(cases: ReportCase[], asOf: Date): CentreTurnaround[] {
  const groups = new Map<string, { city: string; centre: string; cases: ReportCase[] }>();
  for (const c of cases) {
    const key = `${c.city}\u0000${c.centre}`;
    const g = groups.get(key) ?? { city: c.city, centre: c.centre, cases: [] };
    g.cases.push(c);
    groups.set(key, g);
  }
  return [...groups.values()]
    .map(({ city, centre, cases: list }) => {
      const onTime = list.filter((c) => c.kept).length;
      const hours = list
        .filter((c) => c.from !== null)
        .map((c) => ((c.ready ?? asOf).getTime() - c.from!.getTime()) / 3_600_000)
        .sort((a, b) => a - b);
      return {
        centre,
        city,
        due: list.length,
        onTime,
        share: onTime / list.length,
        late: list.length - onTime,
        medianHours: quantile(hours, 0.5),
        p90Hours: quantile(hours, 0.9),
      };
    })
    .sort(
      (a, b) =>
        a.share - b.share ||
        b.late - a.late ||
        (a.centre < b.centre ? -1 : a.centre > b.centre ? 1 : 0),
    );
}

/** The span's report turnaround per centre, worst first. */
export async function reportTurnaround(db: Db, span: Span): Promise<CentreTurnaround[]> {
  return turnaroundByCentre(await reportCases(db, span), span.asOf);
}
