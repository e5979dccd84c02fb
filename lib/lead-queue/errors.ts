// Why a lead action was refused, in the shared error shape. Conflicts are 409: the request was
// right, but someone (or the clock) changed the lead first; reloading shows the new state.
import { HttpError } from '@/lib/server-api/errors';
import { CLAIM_STALE_MINUTES, STATUS_LABELS, type LeadStatus } from './states';

/** The same answer as an id outside one's scope (lib/staff/guard.ts outOfScope). */
export const leadNotFound = () => new HttpError(404, 'not_found', 'That was not found.');

export const leadTaken = (holder: string | null) =>
  new HttpError(
    409,
    'lead_taken',
    holder
      ? `${holder} has just claimed this lead. Pick another one from the queue.`
      : 'Someone has just claimed this lead. Pick another one from the queue.',
  );

export const leadClosed = (status: LeadStatus) =>
  new HttpError(
    409,
    'lead_closed',
    `This lead is closed (${STATUS_LABELS[status]}) and can no longer be changed.`,
    { status },
  );

export const leadNotDue = (dueLabel: string) =>
  new HttpError(
    409,
    'lead_not_due',
    `This lead is due at ${dueLabel} (India time). It returns to the queue then.`,
  );

export const leadNotHeld = (holder: string | null, lapsed: boolean) =>
  new HttpError(
    409,
    'lead_not_held',
    holder
      ? `${holder} holds this lead; only the agent holding a lead can work on it.`
      : lapsed
        ? `Your claim lapsed after ${CLAIM_STALE_MINUTES} minutes without activity. Claim the lead again.`
        : 'Claim this lead first.',
  );
