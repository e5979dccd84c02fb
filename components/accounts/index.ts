// The accounts feature's components for app/'s pages: My bookings and logging out.
export { LogoutButton } from './logout-button';
export { MyBookingList } from './my-booking-list';
