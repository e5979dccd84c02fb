// The partner centre's console screens, with their styles: the centre's day and its settings.
import './partner.css';

export { DayView } from './day-view';
export { CentreForms } from './centre-forms';
