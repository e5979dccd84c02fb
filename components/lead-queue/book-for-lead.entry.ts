// Booking for a lead, on its page of its own.
import './leads.css';

export { BookForLead } from './book-for-lead';
