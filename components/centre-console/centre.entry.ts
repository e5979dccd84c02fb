// A centre's own page: its hours, capacity and prices.
import './partner.css';

export { CentreForms } from './centre-forms';
