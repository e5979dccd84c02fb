// My bookings' entry: the patient's list of bookings, apart from index.ts (the product page's
// booking screen) so that My bookings' page carries none of the booking screen's script.
export { MyBookingList } from './my-booking-list';
