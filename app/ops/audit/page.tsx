import type { Metadata } from 'next';
import Link from 'next/link';
import { StaffNav } from '@/components/staff';
import { indiaDateLabel, indiaTime } from '@/lib/locale/india';
import { zodIssues } from '@/lib/server-api/validation';
import {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  listAudit,
  auditFilterQuery,
  toAuditFilter,
  requireStaffPage,
} from '@/lib/staff';

export const metadata: Metadata = { title: 'Audit trail' };

type Search = Record<string, string | string[] | undefined>;

const detailText = (detail: Record<string, unknown>) =>
  Object.entries(detail)
    .map(([k, v]) => `${k.replace(/_/g, ' ')}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' · ');

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export default async function AuditPage({ searchParams }: { searchParams: Promise<Search> }) {
  const { viewer, db } = await requireStaffPage('audit', '/ops/audit/');
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([k, v]) => [k, first(v)]));
  const parsed = auditFilterQuery.safeParse(raw);
  const rows = parsed.success ? await listAudit(db, toAuditFilter(parsed.data)) : [];
  const older =
    rows.length === AUDIT_PAGE_SIZE
      ? `?${new URLSearchParams({ ...(raw as Record<string, string>), before: String(rows.at(-1)!.id) })}`
      : null;
  return (
    <>
      <StaffNav viewer={viewer} current="audit" />
      <h1>Audit trail</h1>
      <p className="muted">
        Every staff view of a patient&apos;s data and every change, newest first. Rows cannot be
        changed or deleted.
      </p>
      <form className="staff-filters" method="get">
        <label>
          Staff email
          <input name="staff" type="email" defaultValue={raw.staff ?? ''} />
        </label>
        <label>
          Action
          <select name="action" defaultValue={raw.action ?? ''}>
            <option value="">Any</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </label>
        <label>
          Record
          <select name="record_type" defaultValue={raw.record_type ?? ''}>
            <option value="">Any</option>
            <option value="lead">Lead</option>
            <option value="booking">Booking</option>
            <option value="bookings">Bookings search</option>
            <option value="staff">Staff account</option>
          </select>
        </label>
        <label>
          Record id
          <input name="record_id" defaultValue={raw.record_id ?? ''} />
        </label>
        <label>
          From
          <input name="from" type="date" defaultValue={raw.from ?? ''} />
        </label>
        <label>
          To
          <input name="to" type="date" defaultValue={raw.to ?? ''} />
        </label>
        <button type="submit" className="button">
          Filter
        </button>
      </form>
      {!parsed.success && (
        <ul role="alert" className="staff-error">
          {zodIssues(parsed.error).map((i) => (
            <li key={i.field}>
              {i.field}: {i.message}
            </li>
          ))}
        </ul>
      )}
      <div className="staff-table-wrap">
        <table className="staff-table staff-stack">
          <thead>
            <tr>
              <th>When (IST)</th>
              <th>Who</th>
              <th>Action</th>
              <th>Record</th>
              <th>Details</th>
              <th>Address</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id}>
                <td data-label="When (IST)">
                  {indiaDateLabel(r.at)} {indiaTime(r.at)}
                </td>
                <td data-label="Who">{r.staffEmail}</td>
                <td data-label="Action">{r.action}</td>
                <td data-label="Record">
                  {r.recordType} {r.recordId}
                </td>
                <td data-label="Details" className="staff-detail">
                  {detailText(r.detail)}
                </td>
                <td data-label="Address">{r.ip}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length === 0 && parsed.success && <p>No audit rows match.</p>}
      {older && (
        <p>
          <Link href={older} prefetch={false}>
            Older rows
          </Link>
        </p>
      )}
    </>
  );
}
