import Link from 'next/link';
import { BOOKINGS_PATH } from '@/lib/booking-desk';

// The same words for a booking that does not exist and one outside the member's centres.
export default function StaffBookingNotFound() {
  return (
    <>
      <h1>Booking not found</h1>
      <p>There is no booking with that reference that you can open.</p>
      <p>
        <Link href={BOOKINGS_PATH} prefetch={false} className="button">
          Search bookings
        </Link>
      </p>
    </>
  );
}
