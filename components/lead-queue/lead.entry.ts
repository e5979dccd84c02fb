// A lead's own page.
import './leads.css';

export { LeadView } from './lead-view';
