// The centre's day, the console's home page.
import './partner.css';

export { DayView } from './day-view';
