// The booking feature's server entry, for routes and the features that need a patient's
// bookings (accounts claims a visitor's bookings at login; the staff side searches them by
// reference and books on a patient's behalf; see README "Layout").
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
