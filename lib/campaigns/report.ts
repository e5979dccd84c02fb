// The campaign report (issue 19): for a date range, by campaign, source, medium, city and
// product, the landing views, leads, bookings, cancellations and booked value, and the
// conversion between them. Counts and sums only: no row of it names a patient.
import { sql, type SQL } from 'drizzle-orm';
import { CANCELLED } from '@/lib/booking/client';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import type { Sort } from './contract';

export interface ReportRow {
  campaign: string;
  source: string;
  medium: string;
  city: string | null;
  product: string | null;
  views: number;
  leads: number;
  bookings: number;
  cancellations: number;
  /** The all-in totals of the bookings not cancelled, in rupees. */
  bookedValue: number;
  /** Leads per view and bookings per lead; null where the first is 0. */
  viewToLead: number | null;
  leadToBooking: number | null;
}

export { SORTS, type Sort } from './contract';

export interface ReportRange {
  /** India dates, both included. */
  from: string;
  to: string;
}

const india = (column: SQL) => sql`(${column} at time zone 'Asia/Kolkata')::date`;
const touch = (field: string, otherwise: string) =>
  sql`coalesce(attribution -> 'last' ->> ${field}, ${otherwise})`;

/** The three counts, each by the same key, in one statement. */
function countsStatement({ from, to }: ReportRange): SQL {
  const cancelled = sql.join(
    CANCELLED.map((s) => sql`${s}`),
    sql`, `,
  );
  return sql`
    with facts as (
      select campaign, source, medium, city_id, product_id, views, 0 as leads, 0 as bookings,
        0 as cancellations, 0 as booked_value
      from campaign_views where day between ${from}::date and ${to}::date
      union all
      select ${touch('campaign', 'direct')}, ${touch('source', 'direct')}, ${touch('medium', '(none)')},
        city_id, product_id, 0, 1, 0, 0, 0
      from leads where ${india(sql`created_at`)} between ${from}::date and ${to}::date
      union all
      select ${touch('campaign', 'direct')}, ${touch('source', 'direct')}, ${touch('medium', '(none)')},
        c.city_id, b.product_id, 0, 0, 1,
        case when b.status in (${cancelled}) then 1 else 0 end,
        case when b.status in (${cancelled}) then 0 else b.total end
      from bookings b join centres c on c.id = b.centre_id
      where ${india(sql`b.created_at`)} between ${from}::date and ${to}::date
    )
    select f.campaign, f.source, f.medium, ci.name as city, p.name as product,
      sum(f.views)::int as views, sum(f.leads)::int as leads, sum(f.bookings)::int as bookings,
      sum(f.cancellations)::int as cancellations, sum(f.booked_value)::int as booked_value
    from facts f
    left join cities ci on ci.id = f.city_id
    left join products p on p.id = f.product_id
    group by f.campaign, f.source, f.medium, ci.name, p.name`;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export async function campaignReport(
  db: Db,
  range: ReportRange,
  sort: Sort = 'bookings',
  descending = true,
): Promise<ReportRow[]> {
  type Raw = Omit<ReportRow, 'bookedValue' | 'viewToLead' | 'leadToBooking'> & {
    booked_value: number;
  };
  const rows = rowsOf<Raw>(await db.execute(countsStatement(range))).map(
    ({ booked_value, ...r }): ReportRow => ({
      ...r,
      views: Number(r.views),
      leads: Number(r.leads),
      bookings: Number(r.bookings),
      cancellations: Number(r.cancellations),
      bookedValue: Number(booked_value),
      viewToLead: ratio(Number(r.leads), Number(r.views)),
      leadToBooking: ratio(Number(r.bookings), Number(r.leads)),
    }),
  );
  const key = (r: ReportRow) => r[sort] ?? -1;
  return rows.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : Number(x) - Number(y);
    return (descending ? -order : order) || a.campaign.localeCompare(b.campaign);
  });
}

/** One line per campaign, source and medium: its rows (a city and test each) added up. */
export function totalsByCampaign(rows: ReportRow[]): ReportRow[] {
  const totals = new Map<string, ReportRow>();
  for (const r of rows) {
    const key = `${r.campaign}|${r.source}|${r.medium}`;
    const t = totals.get(key);
    if (!t) totals.set(key, { ...r, city: null, product: null });
    else {
      t.views += r.views;
      t.leads += r.leads;
      t.bookings += r.bookings;
      t.cancellations += r.cancellations;
      t.bookedValue += r.bookedValue;
    }
  }
  return [...totals.values()].map((t) => ({
    ...t,
    viewToLead: ratio(t.leads, t.views),
    leadToBooking: ratio(t.bookings, t.leads),
  }));
}

export interface DayCount {
  day: string;
  campaign: string;
  leads: number;
  bookings: number;
}

/** Leads and bookings per day of the chosen campaigns, for the report's chart. */
export async function dailyCounts(
  db: Db,
  { from, to }: ReportRange,
  campaigns: string[],
): Promise<DayCount[]> {
  if (campaigns.length === 0) return [];
  const chosen = sql.join(
    campaigns.map((c) => sql`${c}`),
    sql`, `,
  );
  const rows = rowsOf<{ day: string | Date; campaign: string; leads: number; bookings: number }>(
    await db.execute(sql`
      with facts as (
        select ${india(sql`created_at`)} as day, ${touch('campaign', 'direct')} as campaign,
          1 as leads, 0 as bookings
        from leads where ${india(sql`created_at`)} between ${from}::date and ${to}::date
        union all
        select ${india(sql`created_at`)}, ${touch('campaign', 'direct')}, 0, 1
        from bookings where ${india(sql`created_at`)} between ${from}::date and ${to}::date
      )
      select day, campaign, sum(leads)::int as leads, sum(bookings)::int as bookings
      from facts where campaign in (${chosen})
      group by day, campaign order by day, campaign`),
  );
  return rows.map((r) => ({
    day: typeof r.day === 'string' ? r.day.slice(0, 10) : r.day.toISOString().slice(0, 10),
    campaign: r.campaign,
    leads: Number(r.leads),
    bookings: Number(r.bookings),
  }));
}

const CSV_COLUMNS: [string, (r: ReportRow) => string | number][] = [
  ['campaign', (r) => r.campaign],
  ['source', (r) => r.source],
  ['medium', (r) => r.medium],
  ['city', (r) => r.city ?? ''],
  ['product', (r) => r.product ?? ''],
  ['landing_views', (r) => r.views],
  ['leads', (r) => r.leads],
  ['bookings', (r) => r.bookings],
  ['cancellations', (r) => r.cancellations],
  ['booked_value_inr', (r) => r.bookedValue],
  ['view_to_lead', (r) => (r.viewToLead === null ? '' : r.viewToLead.toFixed(4))],
  ['lead_to_booking', (r) => (r.leadToBooking === null ? '' : r.leadToBooking.toFixed(4))],
];

/** A cell as CSV writes it; one that a spreadsheet would run as a formula is quoted as text. */
function cell(value: string | number): string {
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function reportCsv(rows: ReportRow[]): string {
  const lines = [CSV_COLUMNS.map(([name]) => name).join(',')];
  for (const row of rows) lines.push(CSV_COLUMNS.map(([, get]) => cell(get(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** The range a query names; by default the last 30 days up to today (India dates). */
export function rangeOf(q: { from?: string; to?: string }, today: string): ReportRange {
  const to = q.to ?? today;
  const from =
    q.from ?? new Date(Date.parse(`${to}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  return { from, to };
}
