// The queue's rules as SQL conditions on `leads`, shared by the queue, the claim and the holder
// checks so that what the queue shows is exactly what can be claimed.
import { and, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import { leads } from '@/lib/db/schema';
import { CLAIM_STALE_MINUTES, OPEN_STATUSES } from './states';

/** Claims touched before this instant have lapsed. */
export function staleBefore(now: Date): Date {
  return new Date(now.getTime() - CLAIM_STALE_MINUTES * 60_000);
}

export const isOpen = () => inArray(leads.status, [...OPEN_STATUSES]);

/** No call-back or retry time, or that time has come. */
export const isDue = (now: Date) => or(isNull(leads.dueAt), lte(leads.dueAt, now))!;

/** Nobody holds it, or the holder left it untouched for CLAIM_STALE_MINUTES. */
export const isFree = (now: Date) =>
  or(isNull(leads.claimedBy), lte(leads.claimedAt, staleBefore(now)))!;

/** Held by this staff member, with a claim that has not lapsed. */
export const isHeldBy = (staffId: string, now: Date) =>
  and(eq(leads.claimedBy, staffId), gt(leads.claimedAt, staleBefore(now)))!;

/** Held by anyone, with a claim that has not lapsed. */
export const isHeld = (now: Date) => gt(leads.claimedAt, staleBefore(now));
