// The mandatory second factor, enrolled at the first login: better-auth makes the secret and
// checks the first code; we draw the QR code and keep the audit row.
import QRCode from 'qrcode';
import { HttpError } from '@/lib/server-api/errors';
import type { Db } from '@/lib/db/connect';
import type { StaffAuth } from './auth';
import { audit } from './audit';
import { isAuthRefusal } from './auth-errors';
import { claimTotp } from './totp';
import { authHeaders, type StaffViewer } from './viewer';

export interface Enrolment {
  totpUri: string;
  /** The base32 secret, for typing into an app that cannot scan. */
  secret: string;
  qrSvg: string;
  backupCodes: string[];
}

const wrongPassword = () => new HttpError(401, 'invalid_password', 'That password is not right.');
const wrongCode = () =>
  new HttpError(422, 'invalid_code', 'That code is not right. Enter the one your app shows now.');

/** The authenticator is set up with the member's own password, not an admin's one-time one. */
export function assertOwnPassword(viewer: StaffViewer): void {
  if (viewer.passwordChangeRequired) {
    throw new HttpError(403, 'password_change_required', 'Choose your own password first.');
  }
}

export async function startEnrolment(
  auth: StaffAuth,
  request: { headers: Headers; ip: string },
  password: string,
): Promise<Enrolment> {
  try {
    const answer = await auth.api.enableTwoFactor({
      body: { password },
      headers: authHeaders(request.headers, request.ip),
    });
    if (answer.method !== 'totp') throw new Error('better-auth enabled a factor other than TOTP');
    const totpUri = answer.totpURI;
    const secret = new URL(totpUri).searchParams.get('secret') ?? '';
    const qrSvg = await QRCode.toString(totpUri, {
      type: 'svg',
      margin: 1,
      errorCorrectionLevel: 'M',
    });
    return { totpUri, secret, qrSvg, backupCodes: answer.backupCodes };
  } catch (error) {
    if (isAuthRefusal(error)) {
      if (error.body?.code === 'INVALID_PASSWORD') throw wrongPassword();
      if (error.body?.code === 'TOTP_ALREADY_ENABLED')
        throw new HttpError(409, 'already_enrolled', 'Your authenticator is already set up.');
    }
    throw error;
  }
}

/**
 * Checks the first code, and uses its step (it cannot log in again); better-auth then enables
 * the factor and replaces the session.
 */
export async function confirmEnrolment(
  auth: StaffAuth,
  db: Db,
  viewer: StaffViewer,
  request: { headers: Headers; ip: string },
  code: string,
): Promise<string[]> {
  try {
    if (!(await claimTotp(auth, db, viewer.id, code))) throw wrongCode();
    const { headers } = await auth.api.verifyTOTP({
      body: { code },
      headers: authHeaders(request.headers, request.ip),
      returnHeaders: true,
    });
    await audit(db, viewer, { action: 'staff.enrolled', recordType: 'staff', recordId: viewer.id });
    return headers.getSetCookie();
  } catch (error) {
    if (isAuthRefusal(error)) throw wrongCode();
    throw error;
  }
}
