// The booking's own page's entry: what only that page shows, apart from index.ts (the product
// page's booking screen) so that no other page's script carries it.
export { Alternatives } from './alternatives';
export { BookingActions } from './booking-actions';
export { BookingTimeline } from './booking-timeline';
export { FastingCountdown } from './fasting-countdown';
export { BookedFor } from './booked-for';
