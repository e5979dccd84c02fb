// A TOTP code is good once. better-auth checks a code against the steps around now but keeps
// no record of it, so the same code would open as many sessions as it is sent in its 30 s
// (ASVS 6.5.1). Here the step a code matches is found with the member's own secret and
// claimed in one statement; that step and every earlier one are refused afterwards.
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { symmetricDecrypt } from 'better-auth/crypto';
import { Secret, TOTP } from 'otpauth';
import type { Db } from '@/lib/db/connect';
import { staffTwoFactors } from '@/lib/db/staff-schema';
import type { StaffAuth } from './auth';

/** better-auth's TOTP settings (its defaults, which lib/staff/auth.ts keeps). */
const PERIOD = 30;
const WINDOW = 1;
const IMPORTED = 'base32:';

async function secretOf(auth: StaffAuth, stored: string): Promise<Secret> {
  const { secretConfig } = await auth.$context;
  const plain = await symmetricDecrypt({ key: secretConfig, data: stored });
  return plain.startsWith(IMPORTED)
    ? Secret.fromBase32(plain.slice(IMPORTED.length).toUpperCase())
    : Secret.fromUTF8(plain);
}

/** The 30-second step a code belongs to, or null when it matches none around `now`. */
export async function totpStep(
  auth: StaffAuth,
  stored: string,
  code: string,
  now: Date,
): Promise<number | null> {
  const totp = new TOTP({ secret: await secretOf(auth, stored), period: PERIOD, digits: 6 });
  const delta = totp.validate({ token: code, timestamp: now.getTime(), window: WINDOW });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / PERIOD) + delta;
}

/**
 * True when `code` is the member's current code and its step was not used before; the step
 * is then recorded, atomically, so of two requests with one code only one is true.
 */
export async function claimTotp(
  auth: StaffAuth,
  db: Db,
  userId: string,
  code: string,
  now: Date = new Date(),
): Promise<boolean> {
  const [factor] = await db
    .select({ id: staffTwoFactors.id, secret: staffTwoFactors.secret })
    .from(staffTwoFactors)
    .where(eq(staffTwoFactors.userId, userId));
  if (!factor) return false;
  const step = await totpStep(auth, factor.secret, code, now);
  if (step === null) return false;
  const claimed = await db
    .update(staffTwoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(staffTwoFactors.id, factor.id),
        or(isNull(staffTwoFactors.lastTotpStep), lt(staffTwoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: staffTwoFactors.id });
  return claimed.length === 1;
}
