// The staff side's account calls: request schemas shared by the route handlers and forms.
import { z } from 'zod';
import { STAFF_ROLES } from '@/lib/db/staff-roles';

export const MIN_STAFF_PASSWORD = 12;
export const MAX_STAFF_PASSWORD = 128;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'must be an email address' }).max(200));
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'must be the 6 digits your app shows');
/** One of the backup codes shown at enrolment (better-auth's form: five, a dash, five). */
export const BACKUP_CODE = /^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/;
const loginCode = z
  .string()
  .trim()
  .refine(
    (c) => /^\d{6}$/.test(c) || BACKUP_CODE.test(c),
    'must be the 6 digits your app shows, or a backup code',
  );
const printable = (min: number, max: number) =>
  z
    .string()
    .trim()
    .min(min, `must be at least ${min} characters`)
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\u0000-\u001f\u007f<>]*$/u, 'has characters that are not allowed');
const id = z.coerce.number().int().positive();

export const staffLoginBody = z.strictObject({
  email,
  password: z
    .string()
    .min(1, 'is required')
    .max(MAX_STAFF_PASSWORD * 2),
  code: loginCode.optional(),
});

/** The same login posted by the form without its script; an empty code is no code. */
export const staffLoginForm = z.strictObject({
  email,
  password: z
    .string()
    .min(1, 'is required')
    .max(MAX_STAFF_PASSWORD * 2),
  code: z.preprocess((v) => (v === '' ? undefined : v), loginCode.optional()),
  next: z.string().max(500).optional(),
});

export const enrolStartBody = z.strictObject({
  password: z
    .string()
    .min(1, 'is required')
    .max(MAX_STAFF_PASSWORD * 2),
});
export const enrolConfirmBody = z.strictObject({ code });

const scope = {
  role: z.enum(STAFF_ROLES, { error: 'must be admin, ops_agent, centre_staff or marketing' }),
  organisation_id: id.optional(),
  centre_ids: z.array(id).max(500).optional(),
};

/** Length only: the rest of the policy (lib/staff/password-policy.ts) runs on the server. */
const newPassword = z
  .string()
  .min(MIN_STAFF_PASSWORD, `must be at least ${MIN_STAFF_PASSWORD} characters`)
  .max(MAX_STAFF_PASSWORD * 2, `must be at most ${MAX_STAFF_PASSWORD} characters`);

export const createStaffBody = z.strictObject({
  email,
  name: printable(2, 80),
  password: newPassword,
  ...scope,
});

export const changeRoleBody = z.strictObject(scope);
export const resetLoginBody = z.strictObject({ password: newPassword });

/** The member's own password: the code is asked for unless an admin's one-time one is replaced. */
export const changePasswordBody = z.strictObject({
  current_password: z
    .string()
    .min(1, 'is required')
    .max(MAX_STAFF_PASSWORD * 2),
  new_password: newPassword,
  code: code.optional(),
});
export const disableBody = z.strictObject({ disabled: z.boolean() });

export type StaffLoginAnswer = { status: 'signed_in' | 'enrol' | 'code_required' };
/** The error codes the script-less login form is sent back with (in the query, nothing else). */
export type StaffLoginFormError =
  | 'invalid_form'
  | 'invalid_login'
  | 'login_slowed'
  | 'code_slowed'
  | 'account_disabled'
  | 'rate_limited';
export interface EnrolAnswer {
  qr_svg: string;
  secret: string;
  totp_uri: string;
  backup_codes: string[];
}

/**
 * What the login form says when the route sent it back (posted without script); a server
 * page reads it too, so it lives here rather than in the client component.
 */
export const LOGIN_ERRORS: Record<StaffLoginFormError, string> = {
  invalid_form: 'Enter your work email and password.',
  invalid_login: 'The email, password or code is not right.',
  login_slowed:
    'Too many failed logins for this address. Enter your password with the code from your authenticator app to log in now.',
  code_slowed: 'Too many wrong codes for this account. Try again in a few minutes.',
  account_disabled: 'This account is disabled. Ask an admin.',
  rate_limited: 'Too many attempts from this network. Please try again in a few minutes.',
};
