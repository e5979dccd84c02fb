// The campaign report: for a date range, by campaign, source, medium, city and
// product, the landing views, leads, bookings, cancellations and booked value, and the
// conversion between them. Counts and sums only: no row of it names a patient, and a campaign
// value holding a number is shown as "(removed)", even one stored before that was checked.
import { sql, type SQL } from 'drizzle-orm';
import { CANCELLED } from '@/lib/booking/client';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import { COUNT_COLUMNS, type Sort } from './contract';
import { withoutNumbers } from './digits';

export interface ReportRow {
  campaign: string;
  source: string;
  medium: string;
  city: string | null;
  product: string | null;
  views: number;
  leads: number;
  /** Of those leads, the ones closed as booked: a booking for the lead's number linked to it. */
  bookedLeads: number;
  bookings: number;
  cancellations: number;
  /** The all-in totals of the bookings not cancelled, in rupees. */
  bookedValue: number;
  /** Leads per view; null without views. */
  viewToLead: number | null;
  /** LEAD_TO_BOOKING: booked leads per lead, so never above 1; null without leads. */
  leadToBooking: number | null;
}

export { SORTS, type Sort } from './contract';

/**
 * What "lead → booking" means, beside the figure on the page and in the CSV: bookings that
 * never came from a lead (a patient booking on the site) are not divided by leads.
 */
export const LEAD_TO_BOOKING =
  'Lead → booking: of the leads asked for in these dates, the share closed as booked (a booking for the lead’s number linked to it by the agent, made on the patient’s behalf or named on the call, even if later cancelled). A lead counts once however many bookings it has; bookings patients made on the site are not in it.';

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
      select campaign, source, medium, city_id, product_id, views, 0 as leads,
        0 as booked_leads, 0 as bookings, 0 as cancellations, 0 as booked_value
      from campaign_views where day between ${from}::date and ${to}::date
      union all
      select ${touch('campaign', 'direct')}, ${touch('source', 'direct')}, ${touch('medium', '(none)')},
        city_id, product_id, 0, 1,
        case when exists (select 1 from lead_bookings lb where lb.lead_id = leads.id) then 1 else 0 end,
        0, 0, 0
      from leads where ${india(sql`created_at`)} between ${from}::date and ${to}::date
      union all
      select ${touch('campaign', 'direct')}, ${touch('source', 'direct')}, ${touch('medium', '(none)')},
        c.city_id, b.product_id, 0, 0, 0, 1,
        case when b.status in (${cancelled}) then 1 else 0 end,
        case when b.status in (${cancelled}) then 0 else b.total end
      from bookings b join centres c on c.id = b.centre_id
      where ${india(sql`b.created_at`)} between ${from}::date and ${to}::date
    )
    select f.campaign, f.source, f.medium, ci.name as city, p.name as product,
      sum(f.views)::int as views, sum(f.leads)::int as leads,
      sum(f.booked_leads)::int as booked_leads, sum(f.bookings)::int as bookings,
      sum(f.cancellations)::int as cancellations, sum(f.booked_value)::int as booked_value
    from facts f
    left join cities ci on ci.id = f.city_id
    left join products p on p.id = f.product_id
    group by f.campaign, f.source, f.medium, ci.name, p.name`;
}

const ratio = (part: number, whole: number) => (whole > 0 ? part / whole : null);

/** Rows with the same key added up, their rates worked out again. */
function merged(rows: ReportRow[], keyOf: (r: ReportRow) => string): ReportRow[] {
  const sums = new Map<string, ReportRow>();
  for (const r of rows) {
    const key = keyOf(r);
    const sum = sums.get(key);
    if (!sum) {
      sums.set(key, { ...r });
      continue;
    }
    for (const k of COUNT_COLUMNS) sum[k] += r[k];
  }
  return [...sums.values()].map((r) => ({
    ...r,
    viewToLead: ratio(r.leads, r.views),
    leadToBooking: ratio(r.bookedLeads, r.leads),
  }));
}

const rowKey = (r: ReportRow) =>
  JSON.stringify([r.campaign, r.source, r.medium, r.city, r.product]);

export async function campaignReport(
  db: Db,
  range: ReportRange,
  sort: Sort = 'bookings',
  descending = true,
): Promise<ReportRow[]> {
  type Raw = Pick<ReportRow, 'campaign' | 'source' | 'medium' | 'city' | 'product'> & {
    views: number;
    leads: number;
    booked_leads: number;
    bookings: number;
    cancellations: number;
    booked_value: number;
  };
  const read = rowsOf<Raw>(await db.execute(countsStatement(range))).map((r): ReportRow => ({
    campaign: withoutNumbers(r.campaign),
    source: withoutNumbers(r.source),
    medium: withoutNumbers(r.medium),
    city: r.city,
    product: r.product,
    views: Number(r.views),
    leads: Number(r.leads),
    bookedLeads: Number(r.booked_leads),
    bookings: Number(r.bookings),
    cancellations: Number(r.cancellations),
    bookedValue: Number(r.booked_value),
    viewToLead: null,
    leadToBooking: null,
  }));
  // Two stored values hidden as "(removed)" are one row of the report.
  const rows = merged(read, rowKey);
  const key = (r: ReportRow) => r[sort] ?? -1;
  return rows.sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    const order = typeof x === 'string' ? x.localeCompare(String(y)) : Number(x) - Number(y);
    return (descending ? -order : order) || a.campaign.localeCompare(b.campaign);
  });
}

/** One line per campaign, source and medium: its rows (a city and test each) added up. */
export function totalsByCampaign(rows: ReportRow[]): ReportRow[] {
  return merged(
    rows.map((r) => ({ ...r, city: null, product: null })),
    (r) => `${r.campaign}|${r.source}|${r.medium}`,
  );
}

export interface DayCount {
  day: string;
  campaign: string;
  leads: number;
  bookings: number;
}

/**
 * Leads and bookings per day, counted as the report's table counts them: of every campaign
 * when `campaigns` is null, else of the chosen ones (as the report names them).
 */
export async function dailyCounts(
  db: Db,
  { from, to }: ReportRange,
  campaigns: string[] | null,
): Promise<DayCount[]> {
  if (campaigns?.length === 0) return [];
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
      from facts group by day, campaign`),
  );
  const wanted = campaigns === null ? null : new Set(campaigns);
  const sums = new Map<string, DayCount>();
  for (const r of rows) {
    const campaign = withoutNumbers(r.campaign);
    if (wanted && !wanted.has(campaign)) continue;
    const day = typeof r.day === 'string' ? r.day.slice(0, 10) : r.day.toISOString().slice(0, 10);
    const key = `${day}|${campaign}`;
    const sum = sums.get(key) ?? { day, campaign, leads: 0, bookings: 0 };
    sum.leads += Number(r.leads);
    sum.bookings += Number(r.bookings);
    sums.set(key, sum);
  }
  return [...sums.values()].sort(
    (a, b) => a.day.localeCompare(b.day) || a.campaign.localeCompare(b.campaign),
  );
}

const CSV_COLUMNS: [string, (r: ReportRow) => string | number][] = [
  ['campaign', (r) => r.campaign],
  ['source', (r) => r.source],
  ['medium', (r) => r.medium],
  ['city', (r) => r.city ?? ''],
  ['product', (r) => r.product ?? ''],
  ['landing_views', (r) => r.views],
  ['leads', (r) => r.leads],
  ['leads_booked', (r) => r.bookedLeads],
  ['bookings', (r) => r.bookings],
  ['cancellations', (r) => r.cancellations],
  ['booked_value_inr', (r) => r.bookedValue],
  ['view_to_lead', (r) => (r.viewToLead === null ? '' : r.viewToLead.toFixed(4))],
  [
    'lead_to_booking (leads_booked / leads)',
    (r) => (r.leadToBooking === null ? '' : r.leadToBooking.toFixed(4)),
  ],
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
