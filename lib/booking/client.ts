// The booking feature's browser-safe entry: its wire contract, its browser calls and the
// service names the patient reads.

export {
  bookingView,
  GENDERS,
  type BookingCentreView,
  type BookingView,
  type SlotView,
  myBookingsResponse,
  type MyBookingsResponse,
  bookingMembersResponse,
  type BookingMember,
  type BookingMembersResponse,
  callerFamilyResponse,
  type CallerFamilyResponse,
  type CallerMember,
  type MemberChoice,
  MEMBER_RELATIONS,
} from './contract';
export { bookingPagePath } from './links';
export { mapLink } from '@/lib/catalog/map-link';
export {
  ACTIVE,
  AWAITING_CENTRE,
  AWAITING_REPORT,
  UNCOLLECTED,
  BOOKING_STATUSES,
  CANCELLED,
  centreMoves,
  MOVE_LABELS,
  NEEDS_REASON,
  STATUS_LABELS,
  type BookingStatus,
} from './lifecycle';
export { createBookingApi, type BookingApi, type BookingRequest } from './api';
export { SERVICE_NAMES } from './service-names';
