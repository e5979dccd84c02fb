// The staff side's tables. The five `staff_*` auth tables are the ones better-auth
// reads and writes through its Drizzle adapter: their property names are better-auth's field
// names (user, session, account, verification, twoFactor, with the admin plugin's role and
// ban fields), so lib/staff/auth.ts can hand this module to the adapter as it is.
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings, centres, leads } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true });

export { STAFF_ROLES, type StaffRole } from './staff-roles';

export const staffUsers = pgTable(
  'staff_users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    role: text('role').notNull().default('ops_agent'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: at('ban_expires'),
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
    /**
     * The partner organisation a centre_staff member is bound to; null for other roles. No
     * foreign key: `db:seed --reset` truncates the catalogue, and a key here would cascade
     * that to staff accounts and on to the append-only audit trail. Set only through
     * lib/staff/accounts.ts, which checks the organisation exists.
     */
    organisationId: integer('organisation_id'),
    /**
     * The password was set by someone else (an admin at creation or reset): the member must
     * choose their own before any other staff page or call answers them.
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
  },
  (t) => [
    check(
      'staff_users_role_ck',
      sql`${t.role} in ('admin', 'ops_agent', 'centre_staff', 'marketing')`,
    ),
    check(
      'staff_users_org_ck',
      sql`(${t.role} = 'centre_staff') = (${t.organisationId} is not null)`,
    ),
  ],
);

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('staff_sessions_user_idx').on(t.userId)],
);

export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: at('access_token_expires_at'),
    refreshTokenExpiresAt: at('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('staff_accounts_user_idx').on(t.userId)],
);

export const staffVerifications = pgTable(
  'staff_verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('staff_verifications_identifier_idx').on(t.identifier)],
);

export const staffTwoFactors = pgTable(
  'staff_two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: at('locked_until'),
    /** The last 30-second TOTP step accepted: that step and earlier ones are refused. */
    lastTotpStep: bigint('last_totp_step', { mode: 'number' }),
  },
  (t) => [index('staff_two_factors_user_idx').on(t.userId)],
);

/**
 * Failed logins per address typed, for real and unknown addresses alike (so the answers do
 * not tell them apart). `failures` slows password guessing: past a few, a login without a
 * second factor is refused until `blocked_until`, which grows with each further failure; a
 * login that brings the password and a right code is always checked (lib/staff/login.ts).
 * `code_failures` counts wrong codes after a right password, which only someone holding the
 * password can cause, and slows the code step the same way.
 */
/**
 * Days after its last failure that an address's failure count is forgotten: the next failure
 * starts again at one, and the retention job deletes the row (a typed address is personal data).
 */
export const LOGIN_FAILURES_KEPT_DAYS = 1;

export const staffLoginThrottle = pgTable('staff_login_throttle', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: at('blocked_until'),
  codeFailures: integer('code_failures').notNull().default(0),
  codeBlockedUntil: at('code_blocked_until'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The centres a centre_staff member works for; none listed means all of the organisation's. */
export const staffCentres = pgTable(
  'staff_centres',
  {
    userId: text('user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    centreId: integer('centre_id')
      .notNull()
      .references(() => centres.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.centreId] })],
);

/**
 * A lead's notes and recorded outcomes, newest last: what the next agent reads before calling.
 */
export const leadActivity = pgTable(
  'lead_activity',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id),
    staffUserId: text('staff_user_id')
      .notNull()
      .references(() => staffUsers.id),
    /** 'note' | an outcome of LEAD_OUTCOMES */
    kind: text('kind').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('lead_activity_lead_idx').on(t.leadId, t.id)],
);

/**
 * Append-only (a trigger in the migration refuses UPDATE, DELETE and TRUNCATE): every staff
 * view of a patient's personal data and every change a staff member makes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull().defaultNow(),
    staffUserId: text('staff_user_id').references(() => staffUsers.id),
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    ip: inet('ip'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc()),
    index('audit_log_record_idx').on(t.recordType, t.recordId),
    index('audit_log_staff_idx').on(t.staffUserId, t.at.desc()),
  ],
);

/** The bookings an agent made from a lead, on the patient's behalf ('booked' outcome). */
export const leadBookings = pgTable(
  'lead_bookings',
  {
    leadId: bigint('lead_id', { mode: 'number' })
      .notNull()
      .references(() => leads.id),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.leadId, t.bookingId] }),
    uniqueIndex('lead_bookings_booking_uq').on(t.bookingId),
  ],
);

/**
 * The roster: an agent's weekly shifts on the call-back queue, India time, hours [from, to) of
 * one weekday (0 Sunday); a shift past midnight is two rows. The staffing page compares it
 * with the agents the forecast needs (lib/staffing).
 */
export const staffShifts = pgTable(
  'staff_shifts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffUserId: text('staff_user_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday').notNull(),
    fromHour: smallint('from_hour').notNull(),
    toHour: smallint('to_hour').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_shifts_uq').on(t.staffUserId, t.weekday, t.fromHour, t.toHour),
    check(
      'staff_shifts_hours_ck',
      sql`${t.weekday} between 0 and 6 and ${t.fromHour} >= 0 and ${t.fromHour} < ${t.toHour} and ${t.toHour} <= 24`,
    ),
  ],
);
