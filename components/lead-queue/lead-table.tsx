import type { ReactNode } from 'react';
import type { QueueLead } from '@/lib/lead-queue/contract';
import { promiseLeftLabel, waitLabel } from '@/lib/lead-queue/format';
import { indiaTime } from '@/lib/locale/india';
import { STATUS_LABELS } from '@/lib/lead-queue/states';
import { SourceLink } from './source-link';

/**
 * Leads as rows: on a phone each row stacks into a card, its cells labelled (leads.css), so
 * nothing scrolls sideways at 360 px.
 */
export function LeadTable({
  leads,
  caption,
  action,
}: {
  leads: QueueLead[];
  caption: string;
  action: (lead: QueueLead) => ReactNode;
}) {
  return (
    <div className="staff-table-wrap">
      <table className="staff-table staff-stack lead-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Call by</th>
            <th scope="col">Waiting</th>
            <th scope="col">Test</th>
            <th scope="col">City</th>
            <th scope="col">Page</th>
            <th scope="col">Number</th>
            <th scope="col">Tries</th>
            <th scope="col">
              <span className="visually-hidden">Action</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className={lead.minutes_left < 0 ? 'lead-missed' : undefined}>
              <td data-label="Call by">
                <strong>{indiaTime(new Date(lead.call_by))}</strong>{' '}
                <span className="lead-left">{promiseLeftLabel(lead.minutes_left)}</span>
                {lead.at_risk && lead.minutes_left >= 0 ? (
                  <span className="lead-tag lead-tag-risk">At risk</span>
                ) : null}
              </td>
              <td data-label="Waiting">
                <strong>{waitLabel(lead.wait_minutes)}</strong>
                {lead.status === 'new' ? null : (
                  <span className="lead-tag">{STATUS_LABELS[lead.status]}</span>
                )}
              </td>
              <td data-label="Test">
                {lead.test ?? <span className="muted">Not from a test page</span>}
                {lead.request_count > 1 ? (
                  <span className="muted"> · asked {lead.request_count} times</span>
                ) : null}
              </td>
              <td data-label="City">{lead.city ?? <span className="muted">Unknown</span>}</td>
              <td data-label="Page" className="lead-source">
                <SourceLink source={lead.source} />
              </td>
              <td data-label="Number" className="lead-number">
                {lead.masked_phone}
              </td>
              <td data-label="Tries">{lead.attempts}</td>
              <td className="lead-action">{action(lead)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
