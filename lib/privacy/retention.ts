import { and, eq, exists, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import {
  bookingReports,
  bookings,
  knownBrowsers,
  leads,
  otpCodes,
  privacyLog,
  sessions,
  smsOutbox,
} from '@/lib/db/schema';
import {
  LOGIN_FAILURES_KEPT_DAYS,
  leadActivity,
  leadBookings,
  staffLoginThrottle,
} from '@/lib/db/staff-schema';
import type { Env } from '@/lib/env/schema';
import { rowsOf } from '@/lib/db/rows';

export type RetentionPeriods = Pick<
  Env,
  'LEAD_RETENTION_DAYS' | 'OTP_RETENTION_DAYS' | 'SMS_OUTBOX_RETENTION_DAYS' | 'SESSION_IDLE_DAYS'
>;

export interface RetentionCounts {
  leads: number;
  codes: number;
  messages: number;
  sessions: number;
  browsers: number;
  reports: number;
  /** Staff addresses' failed-login counts past their day, their waits over. */
  loginFailures: number;
}

const DAY_MS = 86_400_000;
const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/**
 * Deletes what is past its period (README "Privacy"): call-me leads (with their notes and
 * links to bookings) whose last request or outcome is older than LEAD_RETENTION_DAYS; one-time
 * codes and SMS outbox rows older than their periods; sessions that expired, ended or went
 * idle; proved browsers that expired; any report still stored for a booking whose patient deleted
 * their data ('delete my data' takes them in its own transaction; this finds what an older
 * version of it left); the failed-login counts of staff addresses (real or mistyped) that the
 * login has forgotten, a day after their last failure, once no wait is running. One transaction under a lock tried, not waited for:
 * with several servers one runs and the others skip (null).
 */
export async function runRetention(
  db: Db,
  periods: RetentionPeriods,
  now: Date = new Date(),
): Promise<RetentionCounts | null> {
  return db.transaction(async (tx) => {
    const [lock] = rowsOf<{ ok: boolean }>(
      await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext('privacy:retention')) as ok`),
    );
    if (!lock?.ok) return null;
    const oldLeads = (
      await tx
        .select({ id: leads.id })
        .from(leads)
        .where(lt(leads.updatedAt, daysBefore(now, periods.LEAD_RETENTION_DAYS)))
    ).map((r) => r.id);
    if (oldLeads.length > 0) {
      await tx.delete(leadBookings).where(inArray(leadBookings.leadId, oldLeads));
      await tx.delete(leadActivity).where(inArray(leadActivity.leadId, oldLeads));
      // Their consents go with them (on delete cascade).
      await tx.delete(leads).where(inArray(leads.id, oldLeads));
    }
    const codes = await tx
      .delete(otpCodes)
      .where(lt(otpCodes.createdAt, daysBefore(now, periods.OTP_RETENTION_DAYS)))
      .returning({ id: otpCodes.id });
    const messages = await tx
      .delete(smsOutbox)
      .where(lt(smsOutbox.createdAt, daysBefore(now, periods.SMS_OUTBOX_RETENTION_DAYS)))
      .returning({ id: smsOutbox.id });
    const ended = await tx
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, now),
          isNotNull(sessions.endedAt),
          lt(sessions.lastSeenAt, daysBefore(now, periods.SESSION_IDLE_DAYS)),
        ),
      )
      .returning({ hash: sessions.tokenHash });
    const browsers = await tx
      .delete(knownBrowsers)
      .where(lt(knownBrowsers.expiresAt, now))
      .returning({ hash: knownBrowsers.tokenHash });
    const reports = await tx
      .delete(bookingReports)
      .where(
        exists(
          tx
            .select({ one: sql`1` })
            .from(bookings)
            .where(and(eq(bookings.id, bookingReports.bookingId), isNotNull(bookings.erasedAt))),
        ),
      )
      .returning({ id: bookingReports.bookingId });
    const t = staffLoginThrottle;
    const waitOver = (until: typeof t.blockedUntil) => or(isNull(until), lt(until, now));
    const loginFailures = await tx
      .delete(t)
      .where(
        and(
          lt(t.updatedAt, daysBefore(now, LOGIN_FAILURES_KEPT_DAYS)),
          waitOver(t.blockedUntil),
          waitOver(t.codeBlockedUntil),
        ),
      )
      .returning({ email: t.email });
    const counts: RetentionCounts = {
      leads: oldLeads.length,
      codes: codes.length,
      messages: messages.length,
      sessions: ended.length,
      browsers: browsers.length,
      reports: reports.length,
      loginFailures: loginFailures.length,
    };
    if (Object.values(counts).some((n) => n > 0)) {
      await tx.insert(privacyLog).values({ at: now, action: 'retention', detail: { ...counts } });
    }
    return counts;
  });
}
