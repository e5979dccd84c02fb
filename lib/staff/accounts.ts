// Staff accounts as an admin (or the command line) manages them. better-auth creates, disables
// and re-roles; the organisation and centre scope are ours. Every change ends the member's
// sessions, so a new role or a disabled account takes effect at their next request.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { HttpError } from '@/lib/server-api/errors';
import type { Db } from '@/lib/db/connect';
import { centres, organisations } from '@/lib/db/schema';
import { staffCentres, staffSessions, staffTwoFactors, staffUsers } from '@/lib/db/staff-schema';
import type { StaffAuth } from './auth';
import { audit, type Actor } from './audit';
import { MIN_STAFF_PASSWORD } from './contract';
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

export async function createStaffAccount(
  auth: StaffAuth,
  db: Db,
  actor: Actor,
  input: NewStaff,
): Promise<{ id: string }> {
  if (input.password.length < MIN_STAFF_PASSWORD) {
    throw new HttpError(
      422,
      'password_too_short',
      `The password must be at least ${MIN_STAFF_PASSWORD} characters.`,
    );
  }
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

export async function unlock(db: Db, actor: Actor, id: string): Promise<void> {
  const row = await existing(db, id);
  await db
    .update(staffUsers)
    .set({ lockedUntil: null, failedLogins: 0 })
    .where(eq(staffUsers.id, id));
  await audit(db, actor, {
    action: 'staff.unlocked',
    recordType: 'staff',
    recordId: id,
    detail: { email: row.email },
  });
}

/**
 * For a forgotten password or a lost phone: a new first password (better-auth's admin call,
 * so it is hashed as at creation), the authenticator removed so it is enrolled again at the
 * next login, the lock lifted and every session ended.
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
  await auth.api.setUserPassword({
    body: { userId: id, newPassword: password },
    headers: adminHeaders,
  });
  await db.transaction(async (tx) => {
    await tx.delete(staffTwoFactors).where(eq(staffTwoFactors.userId, id));
    await tx
      .update(staffUsers)
      .set({ twoFactorEnabled: false, failedLogins: 0, lockedUntil: null, updatedAt: new Date() })
      .where(eq(staffUsers.id, id));
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
      lockedUntil: staffUsers.lockedUntil,
      organisation: organisations.name,
      createdAt: staffUsers.createdAt,
    })
    .from(staffUsers)
    .leftJoin(organisations, eq(organisations.id, staffUsers.organisationId))
    .orderBy(asc(staffUsers.email));
}
