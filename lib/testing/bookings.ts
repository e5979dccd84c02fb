// Bookings for the tests of a feature below booking (messages): what they send is planned by
// a booking, which their own code may not import (layout.config.mjs), so their tests take it
// from here.
export {
  bookableDates,
  cancelBooking,
  createBooking,
  rescheduleBooking,
  type BookingCreateBody,
} from '@/lib/booking';
export { NOTHING_DECLARED } from '@/lib/safety/client';
