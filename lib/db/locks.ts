import { sql } from 'drizzle-orm';

/**
 * The transaction-scoped lock on one number's call-back leads: a call-me request and the
 * number's 'do not call me' take it, so one cannot slip a lead past the other.
 */
export const leadLock = (phone: string) =>
  sql`select pg_advisory_xact_lock(hashtext(${`lead:${phone}`}))`;
