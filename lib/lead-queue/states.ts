// A lead's life on the call-back queue. Browser-safe: the console's forms and labels
// read these too. The database's leads_status_ck lists the same statuses.

/** Statuses of a lead still to be called: new, a chosen call-back time, or a retry. */
export const OPEN_STATUSES = ['new', 'call_back', 'retry'] as const;
/** Statuses after which nobody calls again; such a lead cannot be changed. */
export const CLOSED_STATUSES = [
  'booked',
  'not_interested',
  'wrong_number',
  'unreachable',
  // The patient said 'do not call me' (lib/privacy/do-not-call.ts): closed for good.
  'do_not_call',
] as const;
export const LEAD_STATUSES = [...OPEN_STATUSES, ...CLOSED_STATUSES] as const;

export type OpenStatus = (typeof OPEN_STATUSES)[number];
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** What an agent records after a call. */
export const LEAD_OUTCOMES = [
  'booked',
  'call_back',
  'not_reachable',
  'not_interested',
  'wrong_number',
] as const;
export type LeadOutcome = (typeof LEAD_OUTCOMES)[number];

/** A claim nobody touched for this long lapses: the lead is back on the queue for anyone. */
export const CLAIM_STALE_MINUTES = 15;

/** The 'not reachable' outcome that closes the lead as 'unreachable'. */
export const MAX_ATTEMPTS = 3;

/**
 * Minutes until the next try after the 1st and the 2nd 'not reachable': soon once (a busy
 * line), then later in the day (at work, driving).
 */
export const RETRY_SPACING_MINUTES = [30, 120] as const;

/** A call back further away than this is a lead nobody will remember; book a reminder instead. */
export const CALL_BACK_MAX_DAYS = 30;

export const STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  call_back: 'Call back',
  retry: 'Retry',
  booked: 'Booked',
  not_interested: 'Not interested',
  wrong_number: 'Wrong number',
  unreachable: 'Not reachable (closed)',
  do_not_call: 'Do not call (the patient asked)',
};

export const OUTCOME_LABELS: Record<LeadOutcome, string> = {
  booked: 'Booked',
  call_back: 'Call back at a chosen time',
  not_reachable: 'Not reachable',
  not_interested: 'Not interested',
  wrong_number: 'Wrong number',
};

export function isOpenStatus(status: string): status is OpenStatus {
  return (OPEN_STATUSES as readonly string[]).includes(status);
}

/**
 * Where a 'not reachable' outcome leaves a lead that had `attempts` of them before: a retry
 * after the spacing, or closed when it was the last allowed attempt.
 */
export function afterNotReachable(
  attempts: number,
  now: Date,
):
  { attempts: number; status: 'retry'; dueAt: Date } | { attempts: number; status: 'unreachable' } {
  const next = attempts + 1;
  if (next >= MAX_ATTEMPTS) return { attempts: next, status: 'unreachable' };
  const spacing = RETRY_SPACING_MINUTES[Math.min(next, RETRY_SPACING_MINUTES.length) - 1]!;
  return { attempts: next, status: 'retry', dueAt: new Date(now.getTime() + spacing * 60_000) };
}
