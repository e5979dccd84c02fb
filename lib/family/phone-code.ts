// A member's own number proved by a one-time code to it, before any message goes there. The
// codes live with the login's (otp_codes, so the number's hourly ceiling and resend interval
// count both), but each is hashed with a salt of its own ('family:' and its request id): a
// code the member reads out to the holder can never log anyone into the member's account, and
// a login code cannot verify a member. A try is compared with the request's own code only.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { CODE_MINUTES, hashCode, newCode } from '@/lib/accounts';
import type { Db } from '@/lib/db/connect';
import { familyMembers, otpCodes } from '@/lib/db/schema';
import { SITE_NAME } from '@/lib/env/site';
import { translatorFor } from '@/lib/i18n/translator';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { logger, maskPhone } from '@/lib/log';
import { HttpError } from '@/lib/server-api/errors';
import { SmsDeliveryError, type SmsProvider } from '@/lib/sms';
import { stopLink } from '@/lib/sms/stop-link';
import { memberOf } from './members';

/** As the login's: wrong tries a request allows, code requests a number takes an hour, and the wait between two SMS. */
export const MAX_TRIES = 5;
export const CODES_PER_HOUR = 10;
export const RESEND_SECONDS = 30;
const HOUR_MS = 3_600_000;

const saltOf = (requestId: string) => `family:${requestId}`;

/** The SMS, in the member's language, with the 'do not call me' link every message carries. */
export async function memberCodeText(code: string, phone: string, language: Locale) {
  const t = translatorFor(language, 'family');
  return [
    t('sms.code', { code, site: SITE_NAME, minutes: CODE_MINUTES }),
    translatorFor(language, 'sms')('doNotCall', { link: await stopLink(phone, language) }),
  ].join('\n');
}

export interface SentMemberCode {
  requestId: string;
  expiresAt: Date;
}

/**
 * Sends a code to the member's number (400 without one, 409 once verified, 429 within the
 * resend interval or past the number's hourly ceiling). `beforeSms` may refuse first (the
 * site's SMS ceiling).
 */
export async function sendMemberCode(
  db: Db,
  sms: SmsProvider,
  userId: number,
  memberId: number,
  options: { now: Date; beforeSms?: () => Promise<void> },
): Promise<SentMemberCode> {
  const { now } = options;
  const member = await memberOf(db, userId, memberId);
  if (!member.phone) {
    throw new HttpError(400, 'no_phone', 'Add the member’s mobile number first.');
  }
  if (member.phoneVerifiedAt) {
    throw new HttpError(409, 'already_verified', 'This number is verified already.');
  }
  const phone = member.phone;
  const language = (member.language || DEFAULT_LOCALE) as Locale;
  const requestId = randomUUID();
  const code = newCode();
  const expiresAt = new Date(now.getTime() + CODE_MINUTES * 60_000);
  await db.transaction(async (tx) => {
    // The login takes the same lock: both see one history of the number.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp:${phone}`}))`);
    const recent = await tx
      .select({ createdAt: otpCodes.createdAt, sms: isNotNull(otpCodes.codeHash) })
      .from(otpCodes)
      .where(
        and(eq(otpCodes.phone, phone), gt(otpCodes.createdAt, new Date(now.getTime() - HOUR_MS))),
      )
      .orderBy(desc(otpCodes.createdAt));
    if (recent.length >= CODES_PER_HOUR) {
      const retry = Math.ceil(
        (recent.at(-1)!.createdAt.getTime() + HOUR_MS - now.getTime()) / 1000,
      );
      throw tooSoon(retry);
    }
    const lastSms = recent.find((r) => r.sms);
    if (lastSms && now.getTime() - lastSms.createdAt.getTime() < RESEND_SECONDS * 1000) {
      throw tooSoon(
        Math.ceil((lastSms.createdAt.getTime() + RESEND_SECONDS * 1000 - now.getTime()) / 1000),
      );
    }
    await options.beforeSms?.();
    await tx.insert(otpCodes).values({
      phone,
      requestId,
      codeHash: await hashCode(code, saltOf(requestId)),
      createdAt: now,
      expiresAt,
      language,
    });
  });
  try {
    await sms.send({
      to: phone,
      text: await memberCodeText(code, phone, language),
      ...(language !== DEFAULT_LOCALE && { language }),
    });
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error;
    await db.update(otpCodes).set({ revokedAt: now }).where(eq(otpCodes.requestId, requestId));
    logger.warn(
      { to: maskPhone(phone), member_id: member.id, err: error.message },
      'member code not delivered',
    );
    throw new HttpError(
      502,
      'sms_failed',
      'We could not send the code just now. Please try again in a minute.',
    );
  }
  logger.info(
    { to: maskPhone(phone), member_id: member.id, request_id: requestId },
    'member code sent',
  );
  return { requestId, expiresAt };
}

function tooSoon(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return new HttpError(
    429,
    'rate_limited',
    `A code went to this number moments ago. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    { retry_after_seconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}

const refused = (subCode: string, reason: string, attemptsLeft = 0) =>
  new HttpError(400, subCode, reason, { attempts_left: attemptsLeft });

/**
 * Checks a code typed for the member's number: the right one (once, within its 10 minutes and
 * 5 tries) verifies the number the code went to, if the member still has it.
 */
export async function verifyMemberCode(
  db: Db,
  userId: number,
  memberId: number,
  input: { requestId: string; code: string },
  now: Date,
) {
  const member = await memberOf(db, userId, memberId);
  if (!member.phone) throw new HttpError(400, 'no_phone', 'Add the member’s mobile number first.');
  // The try is counted before the comparison, in one statement: parallel guesses cannot pass the limit.
  const [request] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.requestId, input.requestId),
        eq(otpCodes.phone, member.phone),
        isNotNull(otpCodes.codeHash),
        isNull(otpCodes.usedAt),
        isNull(otpCodes.revokedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, MAX_TRIES),
      ),
    )
    .returning({ id: otpCodes.id, codeHash: otpCodes.codeHash, attempts: otpCodes.attempts });
  if (!request)
    throw refused('otp_expired', 'This code has expired or was used. Ask for a new one.');
  const typed = Buffer.from(await hashCode(input.code, saltOf(input.requestId)));
  const stored = Buffer.from(request.codeHash!);
  if (typed.length !== stored.length || !timingSafeEqual(typed, stored)) {
    const left = MAX_TRIES - request.attempts;
    throw left === 0
      ? refused('otp_locked', 'Too many wrong tries: ask for a new code.')
      : refused('otp_wrong', 'That code is not right.', left);
  }
  const [used] = await db
    .update(otpCodes)
    .set({ usedAt: now })
    .where(and(eq(otpCodes.id, request.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  if (!used) throw refused('otp_used', 'This code has been used already. Ask for a new one.');
  const [verified] = await db
    .update(familyMembers)
    .set({ phoneVerifiedAt: now, updatedAt: now })
    .where(and(eq(familyMembers.id, member.id), eq(familyMembers.phone, member.phone)))
    .returning();
  if (!verified) throw refused('otp_expired', 'The member’s number changed. Ask for a new code.');
  return verified;
}
