// The call-back queue's screens, with their styles: the queue, a lead's page, the escalations
// beside it and booking on a caller's behalf.
import './leads.css';

export { LeadQueueView } from './queue-view';
export { LeadView } from './lead-view';
export { EscalationList } from './escalation-list';
export { BookForLead } from './book-for-lead';
