import Link from 'next/link';
import { formatRupees } from '@/lib/locale/india';
import { staffBookingPath } from '@/lib/staff/bookings/paths';
import type { BookingListRow } from '@/lib/staff/bookings/search';
import { SERVICE_LABELS, STATUS_LABELS, slotLabel } from './bookings-labels';

/**
 * The results, numbers masked. On a phone the table scrolls sideways inside its wrapper;
 * the reference comes first so the link to the booking is always in view.
 */
export function BookingsTable({ rows }: { rows: BookingListRow[] }) {
  return (
    <div className="staff-table-wrap">
      <table className="staff-table">
        <thead>
          <tr>
            <th scope="col">Reference</th>
            <th scope="col">Slot (IST)</th>
            <th scope="col">Test</th>
            <th scope="col">Centre</th>
            <th scope="col">Service</th>
            <th scope="col">Patient</th>
            <th scope="col">Number</th>
            <th scope="col">Status</th>
            <th scope="col">Total</th>
            <th scope="col">Made by</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((b) => (
            <tr key={b.reference}>
              <td>
                {/* No prefetch: opening a booking is audited, so only a tap may open one. */}
                <Link href={staffBookingPath(b.reference)} prefetch={false}>
                  {b.reference}
                </Link>
              </td>
              <td>{slotLabel(b.slot_date, b.slot_time)}</td>
              <td>{b.product_name}</td>
              <td>
                {b.centre.name}
                <br />
                <span className="muted">{b.centre.organisation_name}</span>
              </td>
              <td>{SERVICE_LABELS[b.service]}</td>
              <td>{b.patient_name}</td>
              <td>{b.phone_masked}</td>
              <td className={b.status === 'cancelled' ? 'staff-error' : undefined}>
                {STATUS_LABELS[b.status]}
              </td>
              <td>{formatRupees(b.total)}</td>
              <td>{b.made_by_agent ? 'Agent' : 'Patient'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
