// The booking feature's server entry, for routes and the features above booking (the login
// route claims a visitor's bookings; the staff side searches them by reference and books on a
// patient's behalf; campaigns counts them). The features below it (messages, privacy) are told
// about bookings at start-up instead: connectBookings.
import '@/lib/server-api/server-only';

export { claimBookings, bookingsOf } from './mine';
export { bookingCreateBody, type BookingCreateBody, type BookingView } from './contract';
export { idempotencyKeyOf } from './idempotency';
export { createBookingOnBehalf } from './on-behalf';
export { callerFamily } from './caller-family';
export { savedAddressesOf } from './member-addresses';
export { REFERENCE_PATTERN } from './reference';
export { toBookingView } from './view';
export { cancelBooking, rescheduleBooking } from './manage';
export { createBooking } from './create';
export { bookedFor, getBooking } from './view';
export { moveBooking, moveBookingIn, type Move } from './transition';
export { sweepDeadlines } from './deadlines';
export { NEW_TIME_MAX_DAYS, setReportNewTime } from './report-time';
export { connectBookings } from './connect';
export { LATE_AFTER_MS } from './deadlines';
export {
  checkReport,
  readReportBody,
  recordReportDownload,
  storeReport,
  REPORT_MAX_BYTES,
} from './report';
export { invalidateBookingOffer, invalidateCentreOffers } from './offer';
export { bookableDates, slotStarts } from './schedule';
export {
  bookingAccessBody,
  bookingCentresQuery,
  bookingCentresResponse,
  bookingMembersResponse,
  bookingRescheduleBody,
  callerFamilyResponse,
  type CallerFamilyResponse,
  bookingSlotsQuery,
  bookingSlotsResponse,
  bookingView,
  type BookingAccessResponse,
} from './contract';
export { accessCookie, bookingKey, same } from './access';
export { alternativesFor } from './alternatives';
export { bookFromRequest } from './book';
export { childPatient } from './for-member';
export { getBookingCentre, listBookingCentres } from './centres';
export { bookingIcs } from './ics';
export { tailoredPreparation, type Preparation } from './preparation';
export { ownedBooking, ownedBookingFor } from './owned';
export { hasReport, readReport } from './report';
export {
  makeReportLink,
  maskedNumber,
  reportCodeForm,
  reportLinkState,
  reportOpenForm,
  reportPagePath,
  REPORT_LINK_DAYS,
  REPORT_OPEN_MINUTES,
  type LinkState,
  type OpenLink,
  type ReportPageNote,
} from './report-link';
export {
  isOpened,
  openReportLink,
  recordCodeSent,
  reportOfLink,
  reportOpenCookieName,
} from './report-open';
export { availability } from './slots';
export { bookingTimeline } from './timeline';
export { toCentreView, toSlotView } from './wire';
