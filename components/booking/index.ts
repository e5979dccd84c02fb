// The booking feature's components for the product page and the booking's own page, with their
// styles.
import './booking.css';
export { BookingScreen } from './booking-screen';
export { Alternatives } from './alternatives';
export { BookingActions } from './booking-actions';
export { BookingTimeline } from './booking-timeline';
export { FastingCountdown } from './fasting-countdown';
