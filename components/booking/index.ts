// The booking feature's components for the product page, with their styles.
import './booking.css';
export { BookingScreen } from './booking-screen';
