import { BookingAccessForm } from '@/components/booking/access-form';

// Someone else's booking, an unknown reference, or the owner on another device: the same 404.
export default function BookingNotFound() {
  return (
    <div className="page prose-page">
      <h1>We could not find that booking</h1>
      <p>
        If it is yours, enter the mobile number you booked with: we send it a code that opens the
        booking on this device. You can also call us and quote your booking reference.
      </p>
      <BookingAccessForm />
    </div>
  );
}
