// The logout button alone, for My data: accounts' index also brings My bookings' list.
export { LogoutButton } from './logout-button';
