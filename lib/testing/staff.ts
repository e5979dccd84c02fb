// Staff members as the login and enrolment screens leave them, for route tests:
//   const cookie = await staffSession(db, { email, name, role });
import { TOTP } from 'otpauth';
import type { Db } from '@/lib/db/connect';
import type { NewStaff } from '@/lib/staff/accounts';
import { cookieHeaderFrom } from '@/lib/staff/cookies';
import { getStaffAuth } from '@/lib/staff/instance';
import { staffLogin } from '@/lib/staff/login';
import { createEnrolled } from '@/lib/staff/provision';

export const STAFF_TEST_PASSWORD = 'correct horse battery';
export const STAFF_TEST_SECRET = 'a-test-secret-of-at-least-32-characters!';

// Route handlers open better-auth from the environment; on PostgreSQL with-postgres.sh sets it.
process.env.STAFF_AUTH_SECRET ??= STAFF_TEST_SECRET;

const POLICY = { freeFailures: 5, maxDelayMinutes: 15 };

/** A new enrolled staff member, logged in with password and code: their cookie header. */
export async function staffSession(
  db: Db,
  account: Omit<NewStaff, 'password'>,
  ip = '203.0.113.9',
): Promise<{ cookie: string; id: string; secret: string }> {
  const auth = await getStaffAuth();
  const { id, secret } = await createEnrolled(auth, db, {
    ...account,
    password: STAFF_TEST_PASSWORD,
  });
  const login = await staffLogin(
    auth,
    db,
    { email: account.email, password: STAFF_TEST_PASSWORD, code: new TOTP({ secret }).generate() },
    { headers: new Headers(), ip },
    POLICY,
  );
  if (login.status !== 'signed_in') throw new Error(`expected a session, got ${login.status}`);
  return { cookie: cookieHeaderFrom(login.setCookies), id, secret };
}
