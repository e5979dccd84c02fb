import '@/components/campaigns/campaigns.css';
import type { Metadata } from 'next';
import { DayChart } from '@/components/campaigns';
import { StaffNav } from '@/components/staff';
import {
  campaignReport,
  dailyCounts,
  LEAD_TO_BOOKING,
  rangeOf,
  totalsByCampaign,
  reportQuery,
  type ReportRow,
  type Sort,
} from '@/lib/campaigns';
import { indiaDate } from '@/lib/locale/india';
import { firstValues, type SearchParams } from '@/lib/page-params/params';
import { zodIssues } from '@/lib/server-api/validation';
import { requireStaffPage } from '@/lib/staff';

export const metadata: Metadata = { title: 'Campaigns' };

const all = (v: string | string[] | undefined) => (v === undefined ? [] : [v].flat());

const COLUMNS: { sort: Sort; label: string; number?: boolean }[] = [
  { sort: 'campaign', label: 'Campaign' },
  { sort: 'city', label: 'City' },
  { sort: 'product', label: 'Test' },
  { sort: 'views', label: 'Views', number: true },
  { sort: 'leads', label: 'Leads', number: true },
  { sort: 'bookings', label: 'Bookings', number: true },
  { sort: 'cancellations', label: 'Cancelled', number: true },
  { sort: 'bookedValue', label: 'Booked value', number: true },
  { sort: 'viewToLead', label: 'View → lead', number: true },
  { sort: 'bookedLeads', label: 'Leads booked', number: true },
  { sort: 'leadToBooking', label: 'Lead → booking*', number: true },
];

const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;
const percent = (r: number | null) => (r === null ? '–' : `${Math.round(r * 100)}%`);

function cellOf(row: ReportRow, sort: Sort) {
  switch (sort) {
    case 'campaign':
      return (
        <>
          {row.campaign}
          <span className="muted">
            {' '}
            {row.source} / {row.medium}
          </span>
        </>
      );
    case 'city':
      return row.city ?? '–';
    case 'product':
      return row.product ?? '–';
    case 'bookedValue':
      return rupees(row.bookedValue);
    case 'viewToLead':
    case 'leadToBooking':
      return percent(row[sort]);
    default:
      return row[sort];
  }
}

export default async function CampaignsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const { viewer, db } = await requireStaffPage('campaigns', '/ops/campaigns/');
  const raw = await searchParams;
  const { from, to, sort: asked, dir } = firstValues(raw);
  // A cleared date field sends "from=": the default range, not an error.
  const parsed = reportQuery.safeParse({
    from: from || undefined,
    to: to || undefined,
    sort: asked,
    dir,
  });
  const query = parsed.success ? parsed.data : {};
  const range = rangeOf(query, indiaDate(new Date()));
  const sort = query.sort ?? 'bookings';
  const descending = query.dir !== 'asc';
  const rows = await campaignReport(db, range, sort, descending);
  const campaigns = [...new Set(rows.map((r) => r.campaign))];
  const chosen = all(raw.c).filter((c) => campaigns.includes(c));
  // Unless campaigns are picked, the chart counts what the tables below count: every one.
  const counts = await dailyCounts(db, range, chosen.length ? chosen : null);
  const charted = chosen.length ? chosen : campaigns;
  const link = (extra: Record<string, string>) =>
    `?${new URLSearchParams({ from: range.from, to: range.to, ...extra }).toString()}`;
  const csv = `/api/ops/campaigns/report.csv${link({ sort, dir: descending ? 'desc' : 'asc' })}`;
  return (
    <>
      <StaffNav viewer={viewer} current="campaigns" />
      <h1>Campaigns</h1>
      <p>
        <a className="button" href="/ops/campaigns/new/">
          Build a campaign link
        </a>
      </p>
      <form className="staff-filters" method="get">
        <label>
          From
          <input type="date" name="from" defaultValue={range.from} />
        </label>
        <label>
          To
          <input type="date" name="to" defaultValue={range.to} />
        </label>
        <fieldset className="campaign-pick">
          <legend>Chart</legend>
          {campaigns.map((c) => (
            <label key={c}>
              <input type="checkbox" name="c" value={c} defaultChecked={charted.includes(c)} /> {c}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          Show
        </button>
      </form>
      {!parsed.success && (
        <p className="staff-error" role="alert">
          {zodIssues(parsed.error)
            .map((i) => `${i.field}: ${i.message}`)
            .join('; ')}
          . Showing the last 30 days.
        </p>
      )}
      <DayChart counts={counts} from={range.from} to={range.to} />
      <p className="muted campaign-charted">
        {chosen.length
          ? `Chart: ${chosen.join(', ')}.`
          : 'Chart: every campaign in the tables below, direct visits included.'}
      </p>
      <p>
        <a href={csv} download>
          Download as CSV
        </a>
      </p>
      <p className="campaign-definition" id="lead-to-booking">
        * {LEAD_TO_BOOKING}
      </p>
      <h2>By campaign</h2>
      <div className="staff-table-wrap">
        <table className="staff-table campaign-totals">
          <thead>
            <tr>
              {COLUMNS.filter((c) => c.sort !== 'city' && c.sort !== 'product').map((c) => (
                <th key={c.sort}>{c.label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {totalsByCampaign(rows).map((r) => (
              <tr key={`${r.campaign}|${r.source}|${r.medium}`}>
                {COLUMNS.filter((c) => c.sort !== 'city' && c.sort !== 'product').map((c) => (
                  <td key={c.sort} className={c.number ? 'number' : undefined}>
                    {cellOf(r, c.sort)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h2>By city and test</h2>
      <div className="staff-table-wrap">
        <table className="staff-table campaign-report">
          <caption>
            {range.from} to {range.to}: counts only, no patient&apos;s details.
          </caption>
          <thead>
            <tr>
              {COLUMNS.map((c) => (
                <th
                  key={c.sort}
                  aria-sort={
                    sort === c.sort ? (descending ? 'descending' : 'ascending') : undefined
                  }
                >
                  <a
                    href={link({
                      sort: c.sort,
                      dir: sort === c.sort && descending ? 'asc' : 'desc',
                    })}
                  >
                    {c.label}
                  </a>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={`${r.campaign}|${r.source}|${r.medium}|${r.city}|${r.product}`}>
                {COLUMNS.map((c) => (
                  <td key={c.sort} className={c.number ? 'number' : undefined}>
                    {cellOf(r, c.sort)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={COLUMNS.length}>Nothing in these dates.</td>
              </tr>
            )}
          </tbody>
        </table>
      </div>
    </>
  );
}
