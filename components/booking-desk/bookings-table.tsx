import { CANCELLED } from '@/lib/booking/client';
import Link from 'next/link';
import { formatRupees } from '@/lib/locale/india';
import { staffBookingPath } from '@/lib/booking-desk/paths';
import type { BookingListRow } from '@/lib/booking-desk/search';
import { ERASED, SERVICE_LABELS, STATUS_LABELS, slotLabel } from './bookings-labels';

/**
 * The results, numbers masked. On a phone each booking is a card (the staff-stack style);
 * the reference comes first so the link to the booking is always in view.
 */
export function BookingsTable({ rows }: { rows: BookingListRow[] }) {
  return (
    <div className="staff-table-wrap">
      <table className="staff-table staff-stack">
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
              <td data-label="Reference">
                {/* No prefetch: opening a booking is audited, so only a tap may open one. */}
                <Link href={staffBookingPath(b.reference)} prefetch={false}>
                  {b.reference}
                </Link>
              </td>
              <td data-label="Slot (IST)">{slotLabel(b.slot_date, b.slot_time)}</td>
              <td data-label="Test">{b.product_name}</td>
              <td data-label="Centre">
                {b.centre.name}
                <br />
                <span className="muted">{b.centre.organisation_name}</span>
              </td>
              <td data-label="Service">{SERVICE_LABELS[b.service]}</td>
              <td data-label="Patient">{b.patient_name ?? ERASED}</td>
              <td data-label="Number">{b.phone_masked ?? '-'}</td>
              <td
                data-label="Status"
                className={CANCELLED.includes(b.status) ? 'staff-error' : undefined}
              >
                {STATUS_LABELS[b.status]}
              </td>
              <td data-label="Total">{formatRupees(b.total)}</td>
              <td data-label="Made by">{b.made_by_agent ? 'Agent' : 'Patient'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
