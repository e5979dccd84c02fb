// The booking's own page's components apart from the booking screen, so that page does not load
// the screen's scripts: the access form (its not-found page, a Client Component, shows it), the
// actions, the timeline, the alternatives and the fasting countdown.
export { BookingAccessForm } from './access-form';
export { Alternatives } from './alternatives';
export { BookingActions } from './booking-actions';
export { BookingTimeline } from './booking-timeline';
export { FastingCountdown } from './fasting-countdown';
