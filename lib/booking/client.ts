// The booking feature's browser-safe entry: its wire contract and its browser calls.
export {
  bookingView,
  GENDERS,
  SERVICES,
  type BookingCentreView,
  type BookingView,
  type Service,
  type SlotView,
} from './contract';
export { createBookingApi, type BookingApi, type BookingRequest } from './api';
