// Staff authentication is better-auth's: email and password hashed with argon2id,
// a mandatory TOTP second factor (two-factor plugin), roles, disabling and session revocation
// (admin plugin), sessions in their own `staff.*` cookies and their own tables. No password or
// TOTP crypto is written here; lib/staff/login.ts adds the slowing better-auth lacks for
// passwords, lib/staff/totp.ts the single use of a code, lib/staff/password-policy.ts what a
// password must be, and lib/staff/viewer.ts the absolute session age.
import { hash, verify } from '@node-rs/argon2';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin, twoFactor } from 'better-auth/plugins';
import { adminAc, defaultAc } from 'better-auth/plugins/admin/access';
import type { Db } from '@/lib/db/connect';
import { logger } from '@/lib/log';
import { MAX_STAFF_PASSWORD, MIN_STAFF_PASSWORD } from './contract';
import {
  staffAccounts,
  staffSessions,
  staffTwoFactors,
  staffUsers,
  staffVerifications,
} from '@/lib/db/staff-schema';

export const STAFF_AUTH_PATH = '/api/staff/auth';
export const STAFF_APP_NAME = 'DiagnoBook staff';

export interface StaffAuthConfig {
  secret: string;
  baseURL: string;
  idleMinutes: number;
  secureCookies: boolean;
}

// OWASP's argon2id floor (19 MiB, 2 passes): about 30 ms a hash on this machine.
// algorithm 2 is Algorithm.Argon2id (a const enum, which isolated modules cannot read).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function createStaffAuth(db: Db, config: StaffAuthConfig) {
  const idleSeconds = config.idleMinutes * 60;
  return betterAuth({
    appName: STAFF_APP_NAME,
    baseURL: config.baseURL,
    basePath: STAFF_AUTH_PATH,
    secret: config.secret,
    telemetry: { enabled: false },
    // Into our redacting log, not the console; failed logins are in the audit trail already.
    logger: {
      level: 'warn',
      log: (level, message) => logger[level]({ source: 'staff-auth' }, message),
    },
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: staffUsers,
        session: staffSessions,
        account: staffAccounts,
        verification: staffVerifications,
        twoFactor: staffTwoFactors,
      },
    }),
    user: {
      // Set only through createStaffAccount (input: false keeps it out of any user-made update).
      additionalFields: {
        organisationId: { type: 'number', required: false, input: false },
        // Set by lib/staff/accounts.ts when an admin chose the password; cleared by the member's own.
        passwordChangeRequired: {
          type: 'boolean',
          required: false,
          input: false,
          defaultValue: false,
        },
      },
    },
    emailAndPassword: {
      enabled: true,
      // Staff accounts are made by an admin or the command line, never by sign-up.
      disableSignUp: true,
      minPasswordLength: MIN_STAFF_PASSWORD,
      // The policy (password-policy.ts) counts characters; this counts UTF-16 units, so it
      // allows the longest a 128-character password can take.
      maxPasswordLength: MAX_STAFF_PASSWORD * 2,
      password: {
        hash: (password) => hash(password, ARGON2),
        verify: ({ hash: stored, password }) => verify(stored, password),
      },
    },
    session: {
      // expiresIn slides with use, so it is the idle limit; the absolute one is checked in
      // viewer.ts. Refreshed at most every fifth of it, so an active agent is never cut off.
      expiresIn: idleSeconds,
      updateAge: Math.floor(idleSeconds / 5),
      cookieCache: { enabled: false },
    },
    // Our slowing (login.ts) counts password and code failures per address; the routes call
    // better-auth on the server, where its per-address limiter does not apply anyway.
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'staff',
      useSecureCookies: config.secureCookies,
      // Lax: a link to a staff page from mail or chat opens logged in; writes are guarded by withApi's
      // Origin check, and cross-site POSTs carry no Lax cookie anyway.
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, path: '/' },
    },
    plugins: [
      twoFactor({
        issuer: STAFF_APP_NAME,
        accountLockout: { enabled: false },
      }),
      admin({
        defaultRole: 'ops_agent',
        adminRoles: ['admin'],
        // Only admins manage accounts; what agents and centre staff may see is lib/staff/roles.ts.
        roles: {
          admin: adminAc,
          ops_agent: defaultAc.newRole({ user: [], session: [] }),
          centre_staff: defaultAc.newRole({ user: [], session: [] }),
          marketing: defaultAc.newRole({ user: [], session: [] }),
        },
      }),
    ],
  });
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
