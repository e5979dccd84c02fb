import '@/components/booking-desk/booking-desk.css';
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BookingDetail } from '@/components/booking-desk';
import { StaffNav } from '@/components/staff';
import { HttpError } from '@/lib/server-api/errors';
import { openBooking, staffBookingPath } from '@/lib/booking-desk';
import { requireStaffPage } from '@/lib/staff';

export const metadata: Metadata = { title: 'Booking' };

type Props = { params: Promise<{ reference: string }> };

export default async function StaffBookingPage({ params }: Props) {
  const { reference } = await params;
  const { viewer, db } = await requireStaffPage('bookings', staffBookingPath(reference));
  // openBooking writes the audit row before it returns: this page cannot show the patient's
  // details unaudited. Malformed, unknown and out-of-scope references all get the same 404.
  const booking = await openBooking(db, viewer, reference).catch((error: unknown) => {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  });
  if (!booking) notFound();
  return (
    <>
      <StaffNav viewer={viewer} current="bookings" />
      <BookingDetail booking={booking} />
    </>
  );
}
