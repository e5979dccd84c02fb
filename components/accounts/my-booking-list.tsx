import Link from 'next/link';
import { ACTIVE, CANCELLED, STATUS_LABELS, type BookingView } from '@/lib/booking/client';
import { formatRupees } from '@/lib/locale/india';

const slotFormat = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const SERVICE_NAMES: Record<BookingView['service'], string> = {
  walkin: 'Walk-in',
  'home-service': 'Home service',
};

function state(booking: BookingView, now: Date): { label: string; className: string } {
  if (CANCELLED.includes(booking.status)) {
    return { label: STATUS_LABELS[booking.status], className: 'tag-cancelled' };
  }
  if (ACTIVE.includes(booking.status) && Date.parse(booking.slot_start) > now.getTime()) {
    return { label: 'Upcoming', className: 'tag-upcoming' };
  }
  return { label: STATUS_LABELS[booking.status], className: 'tag-past' };
}

/** "My bookings": each booking with its state, time, centre and total, linking to its page. */
export function MyBookingList({ bookings, now }: { bookings: BookingView[]; now: Date }) {
  return (
    <ul className="my-bookings">
      {bookings.map((booking) => {
        const { label, className } = state(booking, now);
        return (
          <li key={booking.reference} className="card my-booking">
            <p className="my-booking-head">
              <span className={`tag ${className}`}>{label}</span>
              <span className="muted">{booking.reference}</span>
            </p>
            <h2>
              <Link href={booking.page_url} prefetch={false}>
                {booking.product.name}
              </Link>
            </h2>
            <p>
              <time dateTime={booking.slot_start}>
                {slotFormat.format(new Date(booking.slot_start))}
              </time>{' '}
              · {SERVICE_NAMES[booking.service]}
            </p>
            <p className="muted">
              {booking.centre.name}, {booking.centre.area_name}
            </p>
            <p className="my-booking-foot">
              <strong>{formatRupees(booking.total)}</strong>
              <Link href={booking.page_url} prefetch={false} className="button button-outline">
                View booking <span className="visually-hidden">{booking.reference}</span>
              </Link>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
