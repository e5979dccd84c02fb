// The call-back queue's server entry: the queue, a lead's page and what an agent does with a
// lead (claim, note, reveal the number, record the outcome, book on the caller's behalf).
import '@/lib/server-api/server-only';

export { leadQueue } from './queue';
export { connectLeadQueue } from './connect';
export { escalations, type Escalation } from './escalations';
export { openLead } from './detail';
export { parseLeadId } from './id';
export { assertHolds, claimLead, releaseLead, type LeadAgent } from './claim';
export { addLeadNote } from './notes';
export { revealNumber } from './number';
export { leadFamily } from './family';
export { recordOutcome } from './outcome';
export { bookForLead, bookingChoices } from './on-behalf';
export { leadAction, leadIdOf, type LeadRouteContext } from './handlers';
export {
  leadDetailResponse,
  leadQueueResponse,
  leadViewQuery,
  noteBody,
  outcomeBody,
  type OutcomeBody,
} from './contract';
