// Staff login: password, then the authenticator code. better-auth gives passwords no limit;
// this adds one that slows guessing without ever locking the owner out.
//
// Failures are counted per address typed, real or not, in one table (staffLoginThrottle):
// past `freeFailures`, a login that brings no code is refused, before its password is read,
// until a wait that doubles with each further failure (5 s up to `maxDelayMinutes`). A login
// that brings the password and a code is always checked: a stranger cannot make the right
// code, so their failures never stand in the owner's way, and while the wait lasts a guessed
// password is never confirmed on its own (a right password with a wrong code answers as a
// wrong password). Wrong codes after a right password, which only someone holding the password
// can cause, slow the code step the same way. An unknown address answers as a real one with a
// wrong password: same status, same body, a password hash computed either way (better-auth),
// and the same slowing.
import { eq, sql } from 'drizzle-orm';
import { HttpError } from '@/lib/server-api/errors';
import type { Db } from '@/lib/db/connect';
import { LOGIN_FAILURES_KEPT_DAYS, staffLoginThrottle, staffUsers } from '@/lib/db/staff-schema';
import type { StaffAuth } from './auth';
import { audit } from './audit';
import { isAuthRefusal, type AuthRefusal } from './auth-errors';
import { BACKUP_CODE } from './contract';
import { cookieHeaderFrom } from './cookies';
import { claimTotp } from './totp';
import { authHeaders } from './viewer';

export interface LoginInput {
  email: string;
  password: string;
  code?: string;
}

export interface ThrottlePolicy {
  /** Failures for an address before logins without a code are slowed. */
  freeFailures: number;
  /** The longest wait. */
  maxDelayMinutes: number;
}

export type LoginResult =
  | { status: 'signed_in' | 'enrol'; userId: string; setCookies: string[] }
  | { status: 'code_required' };

export const INVALID_LOGIN = 'The email, password or code is not right.';

const FIRST_DELAY_SECONDS = 5;
/** Failures older than this are forgotten at the next one (and deleted by the retention job). */
const FORGET_AFTER = `${LOGIN_FAILURES_KEPT_DAYS} days`;

/** The wait after `failures` failures: none, then 5 s doubling up to the cap. */
export function delaySeconds(failures: number, policy: ThrottlePolicy): number {
  if (failures < policy.freeFailures) return 0;
  const doubled = FIRST_DELAY_SECONDS * 2 ** Math.min(failures - policy.freeFailures, 20);
  return Math.min(doubled, policy.maxDelayMinutes * 60);
}

const waitText = (seconds: number) =>
  seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;

function slowed(until: Date, now: Date, subCode: 'login_slowed' | 'code_slowed'): HttpError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const reason =
    subCode === 'login_slowed'
      ? `Too many failed logins for this address. Enter your password with the code from your authenticator app to log in now, or try again in ${waitText(seconds)}.`
      : `Too many wrong codes for this account. Try again in ${waitText(seconds)}; if you did not type them, change your password.`;
  return new HttpError(
    429,
    subCode,
    reason,
    { retry_after_seconds: seconds, code_required: subCode === 'login_slowed' },
    { 'Retry-After': String(seconds) },
  );
}

/** Counts one failure (and a code failure when the password was right); gives the counts. */
async function count(
  db: Db,
  email: string,
  codeFailure: boolean,
  now: Date,
  policy: ThrottlePolicy,
) {
  const t = staffLoginThrottle;
  const stale = sql`${t.updatedAt} < ${now.toISOString()}::timestamptz - ${FORGET_AFTER}::interval`;
  // One statement, so parallel guesses cannot each read a count before another writes it.
  const [row] = await db
    .insert(t)
    .values({ email, failures: 1, codeFailures: codeFailure ? 1 : 0, updatedAt: now })
    .onConflictDoUpdate({
      target: t.email,
      set: {
        failures: sql`case when ${stale} then 1 else ${t.failures} + 1 end`,
        codeFailures: codeFailure
          ? sql`case when ${stale} then 1 else ${t.codeFailures} + 1 end`
          : sql`case when ${stale} then 0 else ${t.codeFailures} end`,
        updatedAt: now,
      },
    })
    .returning({ failures: t.failures, codeFailures: t.codeFailures });
  const after = (n: number) => {
    const seconds = delaySeconds(n, policy);
    return seconds ? new Date(now.getTime() + seconds * 1000) : null;
  };
  const blockedUntil = after(row!.failures);
  const codeBlockedUntil = codeFailure ? after(row!.codeFailures) : null;
  if (blockedUntil || codeBlockedUntil) {
    await db
      .update(t)
      .set({
        ...(blockedUntil
          ? {
              blockedUntil: sql`greatest(coalesce(${t.blockedUntil}, ${blockedUntil.toISOString()}::timestamptz), ${blockedUntil.toISOString()}::timestamptz)`,
            }
          : {}),
        ...(codeBlockedUntil
          ? {
              codeBlockedUntil: sql`greatest(coalesce(${t.codeBlockedUntil}, ${codeBlockedUntil.toISOString()}::timestamptz), ${codeBlockedUntil.toISOString()}::timestamptz)`,
            }
          : {}),
      })
      .where(eq(t.email, email));
  }
  return {
    ...row!,
    slowedNow: row!.failures === policy.freeFailures,
    codeSlowedNow: codeFailure && row!.codeFailures === policy.freeFailures,
  };
}

async function recordFailure(
  db: Db,
  userId: string | null,
  email: string,
  ip: string,
  factor: 'password' | 'code',
  policy: ThrottlePolicy,
  now: Date,
): Promise<never> {
  // A code failure is one whose password was right, so only real accounts have them.
  const counts = await count(db, email, factor === 'code', now, policy);
  const actor = { id: userId, email, ip };
  const recordId = userId ?? email;
  await audit(db, actor, {
    action: 'staff.login_failed',
    recordType: 'staff',
    recordId,
    detail: { factor, failed: counts.failures },
  });
  if (counts.slowedNow) {
    await audit(db, actor, { action: 'staff.login_slowed', recordType: 'staff', recordId });
  }
  if (counts.codeSlowedNow) {
    await audit(db, actor, { action: 'staff.code_slowed', recordType: 'staff', recordId });
  }
  throw new HttpError(401, 'invalid_login', INVALID_LOGIN);
}

function authFailure(error: unknown): AuthRefusal {
  if (isAuthRefusal(error)) return error;
  throw error;
}

export async function staffLogin(
  auth: StaffAuth,
  db: Db,
  input: LoginInput,
  request: { headers: Headers; ip: string },
  policy: ThrottlePolicy,
  now: Date = new Date(),
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const [throttle] = await db
    .select()
    .from(staffLoginThrottle)
    .where(eq(staffLoginThrottle.email, email));
  const blocked =
    throttle?.blockedUntil && throttle.blockedUntil > now ? throttle.blockedUntil : null;
  if (blocked && !input.code) throw slowed(blocked, now, 'login_slowed');
  if (input.code && throttle?.codeBlockedUntil && throttle.codeBlockedUntil > now) {
    throw slowed(throttle.codeBlockedUntil, now, 'code_slowed');
  }

  const headers = authHeaders(request.headers, request.ip);
  headers.delete('cookie');
  let first;
  try {
    first = await auth.api.signInEmail({
      body: { email, password: input.password },
      headers,
      returnHeaders: true,
    });
  } catch (error) {
    const failure = authFailure(error);
    if (failure.body?.code === 'BANNED_USER') {
      throw new HttpError(403, 'account_disabled', 'This account is disabled. Ask an admin.');
    }
    return recordFailure(db, null, email, request.ip, 'password', policy, now);
  }
  const signedIn = first.response as {
    twoFactorRedirect?: boolean;
    user?: { id: string };
  };
  const userId = signedIn.user?.id ?? (await userIdOf(db, email));
  let result: LoginResult;
  if (signedIn.twoFactorRedirect) {
    if (!input.code) return { status: 'code_required' };
    headers.set('cookie', cookieHeaderFrom(first.headers.getSetCookie()));
    try {
      let second;
      if (BACKUP_CODE.test(input.code)) {
        // A backup code stands in for the app once each (a lost or replaced phone).
        second = await auth.api.verifyBackupCode({
          body: { code: input.code },
          headers,
          returnHeaders: true,
        });
      } else {
        if (!(await claimTotp(auth, db, userId, input.code, now))) {
          return await recordFailure(db, userId, email, request.ip, 'code', policy, now);
        }
        second = await auth.api.verifyTOTP({
          body: { code: input.code },
          headers,
          returnHeaders: true,
        });
      }
      result = {
        status: 'signed_in',
        userId: (second.response as { user: { id: string } }).user.id,
        setCookies: second.headers.getSetCookie(),
      };
    } catch (error) {
      if (error instanceof HttpError) throw error;
      authFailure(error);
      return recordFailure(db, userId, email, request.ip, 'code', policy, now);
    }
  } else {
    // No second factor yet: while the address is slowed, the password alone proves nothing
    // (a stranger may have guessed it), so this answers as a wrong code would.
    if (blocked) {
      await endSession(auth, first.headers.getSetCookie(), request);
      return recordFailure(db, userId, email, request.ip, 'code', policy, now);
    }
    result = { status: 'enrol', userId, setCookies: first.headers.getSetCookie() };
  }
  await db.delete(staffLoginThrottle).where(eq(staffLoginThrottle.email, email));
  await audit(
    db,
    { id: result.userId, email, ip: request.ip },
    {
      action: 'staff.login',
      recordType: 'staff',
      recordId: result.userId,
      detail: { step: result.status },
    },
  );
  return result;
}

async function userIdOf(db: Db, email: string): Promise<string> {
  const [row] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  if (!row) throw new Error('better-auth signed in an address it has no user for');
  return row.id;
}

async function endSession(
  auth: StaffAuth,
  setCookies: string[],
  request: { headers: Headers; ip: string },
): Promise<void> {
  const headers = authHeaders(new Headers({ cookie: cookieHeaderFrom(setCookies) }), request.ip);
  await auth.api.signOut({ headers });
}
