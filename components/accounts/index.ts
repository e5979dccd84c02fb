// The accounts feature's components for app/'s pages: the login, My bookings and logout.
export { LoginForm } from './login-form';
export { LogoutButton } from './logout-button';
export { MyBookingList } from './my-booking-list';
