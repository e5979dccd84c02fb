// A member's own password: the first one, replacing the admin's one-time password before
// anything else, and any later change. The current password is always asked for, and a code
// from the authenticator once one is set up (its step then used, lib/staff/totp.ts); every
// other session of the member ends, so a password someone else knew stops working everywhere.
import { eq } from 'drizzle-orm';
import { HttpError } from '@/lib/server-api/errors';
import type { Db } from '@/lib/db/connect';
import { staffUsers } from '@/lib/db/staff-schema';
import type { StaffAuth } from './auth';
import { audit } from './audit';
import { isAuthRefusal } from './auth-errors';
import { checkPassword } from './password-policy';
import { claimTotp } from './totp';
import { authHeaders, type StaffViewer } from './viewer';

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  code?: string;
}

/** Gives better-auth's cookies of the member's new session, which replaces the current one. */
export async function changeOwnPassword(
  auth: StaffAuth,
  db: Db,
  viewer: StaffViewer,
  request: { headers: Headers; ip: string },
  change: PasswordChange,
): Promise<string[]> {
  // Before enrolment there is no authenticator; the one-time password is all the member has.
  const needsCode = viewer.enrolled;
  if (needsCode) {
    if (!change.code) {
      throw new HttpError(422, 'code_required', 'Enter the code your authenticator app shows.', {
        fields: [{ field: 'code', message: 'is required' }],
      });
    }
    if (!(await claimTotp(auth, db, viewer.id, change.code))) {
      throw new HttpError(
        422,
        'invalid_code',
        'That code is not right, or was used already. Enter the next one your app shows.',
      );
    }
  }
  checkPassword(change.newPassword, 'new_password');
  if (change.newPassword === change.currentPassword) {
    throw new HttpError(422, 'same_password', 'Choose a password different from the current one.', {
      fields: [{ field: 'new_password', message: 'is the current password' }],
    });
  }
  let headers: Headers;
  try {
    ({ headers } = await auth.api.changePassword({
      body: {
        currentPassword: change.currentPassword,
        newPassword: change.newPassword,
        revokeOtherSessions: true,
      },
      headers: authHeaders(request.headers, request.ip),
      returnHeaders: true,
    }));
  } catch (error) {
    if (isAuthRefusal(error) && error.body?.code === 'INVALID_PASSWORD') {
      throw new HttpError(401, 'invalid_password', 'The current password is not right.');
    }
    throw error;
  }
  const first = viewer.passwordChangeRequired;
  if (first) {
    await db
      .update(staffUsers)
      .set({ passwordChangeRequired: false, updatedAt: new Date() })
      .where(eq(staffUsers.id, viewer.id));
  }
  await audit(db, viewer, {
    action: 'staff.password_changed',
    recordType: 'staff',
    recordId: viewer.id,
    detail: { replaced_one_time: first },
  });
  return headers.getSetCookie();
}
