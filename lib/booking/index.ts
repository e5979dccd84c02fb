// The booking feature's server entry, for routes and the features above booking (the login
// route claims a visitor's bookings; the staff side searches them by reference and books on a
// patient's behalf; campaigns counts them). The features below it (messages, privacy) are told
// about bookings at start-up instead: connectBookings.
import '@/lib/server-api/server-only';

export { claimBookings, bookingsOf } from './mine';
export { bookingCreateBody, type BookingCreateBody, type BookingView } from './contract';
export { idempotencyKeyOf } from './idempotency';
export { createBookingOnBehalf } from './on-behalf';
export { REFERENCE_PATTERN } from './reference';
export { toBookingView } from './view';
export { cancelBooking, rescheduleBooking } from './manage';
export { createBooking } from './create';
export { getBooking } from './view';
export { moveBooking, moveBookingIn, type Move } from './transition';
export { sweepDeadlines } from './deadlines';
export { connectBookings } from './connect';
export {
  checkReport,
  readReportBody,
  recordReportDownload,
  storeReport,
  REPORT_MAX_BYTES,
} from './report';
export { invalidateBookingOffer, invalidateCentreOffers } from './offer';
export { bookableDates, slotStarts } from './schedule';
