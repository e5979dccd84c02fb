// Accounts made outside the admin screen: the command line's first admin, and the demo
// accounts of the embedded database. Both go through the same better-auth calls as people do.
import { randomBytes } from 'node:crypto';
import { TOTP } from 'otpauth';
import type { Db } from '@/lib/db/connect';
import type { StaffAuth } from './auth';
import { createStaffAccount, type NewStaff } from './accounts';
import { cookieHeaderFrom } from './cookies';
import { startEnrolment } from './enrol';
import { staffLogin } from './login';

export const COMMAND_LINE = { id: null, email: 'command-line', ip: '127.0.0.1' };

/** A first password for an account made on the command line: 24 random URL-safe characters. */
export function newStaffPassword(): string {
  return randomBytes(18).toString('base64url');
}

/**
 * Creates the account and enrols its authenticator at once, returning the TOTP secret (for
 * demo accounts, whose logins are printed; real people enrol at their first login instead).
 */
export async function createEnrolled(
  auth: StaffAuth,
  db: Db,
  input: NewStaff,
): Promise<{ id: string; secret: string }> {
  // Nobody was told this password but whoever runs the server (demo) or a test.
  const { id } = await createStaffAccount(auth, db, COMMAND_LINE, input, { oneTime: false });
  const request = { headers: new Headers(), ip: '127.0.0.1' };
  const login = await staffLogin(auth, db, input, request, {
    freeFailures: 5,
    maxDelayMinutes: 1,
  });
  if (login.status !== 'enrol') throw new Error(`Unexpected login state ${login.status}`);
  const session = {
    headers: new Headers({ cookie: cookieHeaderFrom(login.setCookies) }),
    ip: '127.0.0.1',
  };
  const { secret } = await startEnrolment(auth, session, input.password);
  // A code the server made itself, not one a person typed: its step is left unclaimed, so
  // the first real login in the same 30 s still works.
  await auth.api.verifyTOTP({
    body: { code: new TOTP({ secret }).generate() },
    headers: session.headers,
  });
  return { id, secret };
}
