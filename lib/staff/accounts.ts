// Staff accounts as an admin (or the command line) manages them. better-auth creates, disables
// and re-roles; the organisation and centre scope are ours. Every change ends the member's
// sessions, so a new role or a disabled account takes effect at their next request.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { HttpError } from '@/lib/server-api/errors';
import type { Db } from '@/lib/db/connect';
import { centres, organisations } from '@/lib/db/schema';
import {
  staffCentres,
  staffLoginThrottle,
  staffSessions,
  staffTwoFactors,
  staffUsers,
} from '@/lib/db/staff-schema';
import type { StaffAuth } from './auth';
import { audit, type Actor } from './audit';
import { checkPassword } from './password-policy';
import type { StaffRole } from './roles';

export interface NewStaff {
  email: string;
  name: string;
  password: string;
  role: StaffRole;
  /** Required for centre_staff, refused for the other roles. */
  organisationId?: number;
  /** Some of the organisation's centres; none: all of them. */
  centreIds?: number[];
}

async function checkScope(db: Db, input: Pick<NewStaff, 'role' | 'organisationId' | 'centreIds'>) {
  if (input.role !== 'centre_staff') {
    if (input.organisationId !== undefined || input.centreIds?.length) {
      throw new HttpError(
        422,
        'scope_not_allowed',
        'Only centre staff are bound to an organisation.',
      );
    }
    return;
  }
  if (input.organisationId === undefined) {
    throw new HttpError(
      422,
      'organisation_required',
      'Centre staff must be bound to an organisation.',
    );
  }
  const [org] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.id, input.organisationId));
  if (!org) throw new HttpError(422, 'organisation_not_found', 'That organisation does not exist.');
  const ids = [...new Set(input.centreIds ?? [])];
  if (ids.length === 0) return;
  const found = await db
    .select({ id: centres.id })
    .from(centres)
    .where(and(inArray(centres.id, ids), eq(centres.organisationId, input.organisationId)));
  if (found.length !== ids.length) {
    throw new HttpError(
      422,
      'centre_not_in_organisation',
      'Every centre must belong to the organisation.',
    );
  }
}

/**
 * `oneTime` (the default): the password was chosen by someone else and told to the member,
 * who must replace it before anything else. Only accounts whose password nobody was told
 * (the demo accounts, printed to whoever runs the server) are made without it.
 */
export async function createStaffAccount(
  auth: StaffAuth,
  db: Db,
  actor: Actor,
  input: NewStaff,
  { oneTime = true }: { oneTime?: boolean } = {},
): Promise<{ id: string }> {
  checkPassword(input.password);
  await checkScope(db, input);
  const email = input.email.trim().toLowerCase();
  const [taken] = await db
    .select({ id: staffUsers.id })
    .from(staffUsers)
    .where(eq(staffUsers.email, email));
  if (taken)
    throw new HttpError(409, 'email_taken', 'A staff account with this email already exists.');
  // Called without a session: allowed on the server only, and our own route checks the admin.
  const { user } = await auth.api.createUser({
    body: {
      email,
      name: input.name.trim(),
      password: input.password,
      role: input.role,
      data: { organisationId: input.organisationId ?? null },
    },
  });
  if (oneTime) {
    await db
      .update(staffUsers)
      .set({ passwordChangeRequired: true })
      .where(eq(staffUsers.id, user.id));
  }
  const centreIds = [...new Set(input.centreIds ?? [])];
  if (centreIds.length) {
    await db
      .insert(staffCentres)
      .values(centreIds.map((centreId) => ({ userId: user.id, centreId })));
  }
  await audit(db, actor, {
    action: 'staff.created',
    recordType: 'staff',
    recordId: user.id,
    detail: {
      email,
      role: input.role,
      organisation_id: input.organisationId ?? null,
      centre_ids: centreIds,
    },
  });
  return { id: user.id };
}

async function existing(db: Db, id: string) {
  const [row] = await db.select().from(staffUsers).where(eq(staffUsers.id, id));
  if (!row) throw new HttpError(404, 'staff_not_found', 'That staff account was not found.');
  return row;
}

async function endSessions(db: Db, userId: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.userId, userId));
}

export async function setDisabled(
  db: Db,
  actor: Actor,
  id: string,
  disabled: boolean,
): Promise<void> {
  const row = await existing(db, id);
  if (disabled && id === actor.id) {
    throw new HttpError(422, 'cannot_disable_self', 'You cannot disable your own account.');
  }
  // The admin plugin's `banned` flag: better-auth then refuses this user a new session.
  await db
    .update(staffUsers)
    .set({
      banned: disabled,
      banReason: disabled ? `Disabled by ${actor.email}` : null,
      updatedAt: new Date(),
    })
    .where(eq(staffUsers.id, id));
  if (disabled) await endSessions(db, id);
  await audit(db, actor, {
    action: disabled ? 'staff.disabled' : 'staff.enabled',
    recordType: 'staff',
    recordId: id,
    detail: { email: row.email },
  });
}

export async function changeRole(
  db: Db,
  actor: Actor,
  id: string,
  next: Pick<NewStaff, 'role' | 'organisationId' | 'centreIds'>,
): Promise<void> {
  const row = await existing(db, id);
  if (id === actor.id)
    throw new HttpError(422, 'cannot_change_own_role', 'Another admin must change your role.');
  await checkScope(db, next);
  const centreIds = [...new Set(next.centreIds ?? [])];
  await db.transaction(async (tx) => {
    await tx
      .update(staffUsers)
      .set({ role: next.role, organisationId: next.organisationId ?? null, updatedAt: new Date() })
      .where(eq(staffUsers.id, id));
    await tx.delete(staffCentres).where(eq(staffCentres.userId, id));
    if (centreIds.length) {
      await tx.insert(staffCentres).values(centreIds.map((centreId) => ({ userId: id, centreId })));
    }
    await tx.delete(staffSessions).where(eq(staffSessions.userId, id));
  });
  await audit(db, actor, {
    action: 'staff.role_changed',
    recordType: 'staff',
    recordId: id,
    detail: {
      email: row.email,
      from: { role: row.role, organisation_id: row.organisationId },
      to: { role: next.role, organisation_id: next.organisationId ?? null, centre_ids: centreIds },
    },
  });
}

/**
 * Clears the slowing of the account's logins (lib/staff/login.ts), for a member who has no
 * authenticator yet and so cannot log in past it.
 */
export async function unlock(db: Db, actor: Actor, id: string): Promise<void> {
  const row = await existing(db, id);
  await db.delete(staffLoginThrottle).where(eq(staffLoginThrottle.email, row.email));
  await audit(db, actor, {
    action: 'staff.unlocked',
    recordType: 'staff',
    recordId: id,
    detail: { email: row.email },
  });
}

/**
 * For a forgotten password or a lost phone: a new one-time password (better-auth's admin
 * call, so it is hashed as at creation) that the member replaces at their next login, the
 * authenticator removed so it is enrolled again then, the slowing cleared and every session
 * ended.
 */
export async function resetLogin(
  auth: StaffAuth,
  db: Db,
  actor: Actor,
  adminHeaders: Headers,
  id: string,
  password: string,
): Promise<void> {
  const row = await existing(db, id);
  if (id === actor.id)
    throw new HttpError(422, 'cannot_reset_self', 'Another admin must reset your login.');
  checkPassword(password);
  await auth.api.setUserPassword({
    body: { userId: id, newPassword: password },
    headers: adminHeaders,
  });
  await db.transaction(async (tx) => {
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, id));
    await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: false, passwordChangeRequired: true, updatedAt: new Date() })
      .where(eq(staffUsers.id, id));
    await tx.delete(staffLoginThrottle).where(eq(staffLoginThrottle.email, row.email));
    await tx.delete(staffSessions).where(eq(staffSessions.userId, id));
  });
  await audit(db, actor, {
    action: 'staff.login_reset',
    recordType: 'staff',
    recordId: id,
    detail: { email: row.email },
  });
}

export async function listStaff(db: Db) {
  return db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      name: staffUsers.name,
      role: staffUsers.role,
      disabled: staffUsers.banned,
      enrolled: staffUsers.twoFactorEnabled,
      slowedUntil: staffLoginThrottle.blockedUntil,
      mustChangePassword: staffUsers.passwordChangeRequired,
      organisation: organisations.name,
      createdAt: staffUsers.createdAt,
    })
    .from(staffUsers)
    .leftJoin(organisations, eq(organisations.id, staffUsers.organisationId))
    .leftJoin(staffLoginThrottle, eq(staffLoginThrottle.email, staffUsers.email))
    .orderBy(asc(staffUsers.email));
}
