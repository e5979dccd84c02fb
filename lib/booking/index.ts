// The booking feature's server entry, for routes and the features that need a patient's
// bookings (accounts claims a visitor's bookings at login; the staff side searches them by
// reference; see README "Layout").
import 'server-only';

export { claimBookings, bookingsOf } from './mine';
export { REFERENCE_PATTERN } from './reference';
