// The booking feature's server entry, for routes and the features that need a patient's
// bookings (accounts claims a visitor's bookings at login; see README "Layout").
import 'server-only';

export { claimBookings, bookingsOf } from './mine';
