// The bookings console's browser-safe entry: the addresses of its pages, for the screens that
// link a booking to its own staff page.
export { BOOKINGS_PATH, staffBookingPath } from './paths';
