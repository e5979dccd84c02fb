// Staff login: password, then the authenticator code, with the lockout better-auth does not
// give passwords. Every failure of either factor counts towards one limit per account, a
// success resets it, and a locked account is refused before its password is even checked.
import { eq, sql } from 'drizzle-orm';
import { HttpError } from '@/lib/server-api/errors';
import type { Db } from '@/lib/db/connect';
import { staffUsers } from '@/lib/db/staff-schema';
import { indiaTime } from '@/lib/locale/india';
import type { StaffAuth } from './auth';
import { audit } from './audit';
import { isAuthRefusal, type AuthRefusal } from './auth-errors';
import { BACKUP_CODE } from './contract';
import { cookieHeaderFrom } from './cookies';
import { authHeaders } from './viewer';

export interface LoginInput {
  email: string;
  password: string;
  code?: string;
}

export interface LockoutPolicy {
  maxFailures: number;
  lockoutMinutes: number;
}

export type LoginResult =
  | { status: 'signed_in' | 'enrol'; userId: string; setCookies: string[] }
  | { status: 'code_required' };

export const INVALID_LOGIN = 'The email, password or code is not right.';

const lockedError = (until: Date) =>
  new HttpError(
    423,
    'account_locked',
    `Too many failed attempts: this account is locked until ${indiaTime(until)} IST. An admin can unlock it sooner.`,
    { locked_until: until.toISOString() },
  );

async function recordFailure(
  db: Db,
  user: { id: string; email: string } | undefined,
  email: string,
  ip: string,
  factor: 'password' | 'code',
  policy: LockoutPolicy,
  now: Date,
): Promise<never> {
  const actor = { id: user?.id ?? null, email, ip };
  if (!user) {
    await audit(db, actor, {
      action: 'staff.login_failed',
      recordType: 'staff',
      recordId: email,
      detail: { factor },
    });
    throw new HttpError(401, 'invalid_login', INVALID_LOGIN);
  }
  // One statement, so parallel guesses cannot each read the count before another writes it.
  const [row] = await db
    .update(staffUsers)
    .set({ failedLogins: sql`${staffUsers.failedLogins} + 1` })
    .where(eq(staffUsers.id, user.id))
    .returning({ failed: staffUsers.failedLogins });
  await audit(db, actor, {
    action: 'staff.login_failed',
    recordType: 'staff',
    recordId: user.id,
    detail: { factor, failed: row!.failed },
  });
  if (row!.failed >= policy.maxFailures) {
    const until = new Date(now.getTime() + policy.lockoutMinutes * 60_000);
    await db
      .update(staffUsers)
      .set({ lockedUntil: until, failedLogins: 0 })
      .where(eq(staffUsers.id, user.id));
    await audit(db, actor, {
      action: 'staff.locked',
      recordType: 'staff',
      recordId: user.id,
      detail: { until: until.toISOString() },
    });
    throw lockedError(until);
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
  policy: LockoutPolicy,
  now: Date = new Date(),
): Promise<LoginResult> {
  const email = input.email.trim().toLowerCase();
  const [user] = await db
    .select({ id: staffUsers.id, email: staffUsers.email, lockedUntil: staffUsers.lockedUntil })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  if (user?.lockedUntil && user.lockedUntil > now) throw lockedError(user.lockedUntil);

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
    return recordFailure(db, user, email, request.ip, 'password', policy, now);
  }
  const signedIn = first.response as { twoFactorRedirect?: boolean; user?: { id: string } };
  let result: LoginResult;
  if (signedIn.twoFactorRedirect) {
    if (!input.code) return { status: 'code_required' };
    headers.set('cookie', cookieHeaderFrom(first.headers.getSetCookie()));
    try {
      // A backup code stands in for the app once each (a lost or replaced phone).
      const second = BACKUP_CODE.test(input.code)
        ? await auth.api.verifyBackupCode({
            body: { code: input.code },
            headers,
            returnHeaders: true,
          })
        : await auth.api.verifyTOTP({ body: { code: input.code }, headers, returnHeaders: true });
      result = {
        status: 'signed_in',
        userId: (second.response as { user: { id: string } }).user.id,
        setCookies: second.headers.getSetCookie(),
      };
    } catch (error) {
      authFailure(error);
      return recordFailure(db, user, email, request.ip, 'code', policy, now);
    }
  } else {
    result = {
      status: 'enrol',
      userId: signedIn.user!.id,
      setCookies: first.headers.getSetCookie(),
    };
  }
  await db
    .update(staffUsers)
    .set({ failedLogins: 0, lockedUntil: null })
    .where(eq(staffUsers.id, result.userId));
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
