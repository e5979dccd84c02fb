// The call-back queue's page: the queue and the escalations.
import './leads.css';

export { LeadQueueView } from './queue-view';
export { EscalationList } from './escalation-list';
