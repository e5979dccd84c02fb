import { sql } from 'drizzle-orm';
import { HttpError } from '@/lib/server-api/errors';
import type { Db } from '@/lib/db/connect';
import { users } from '@/lib/db/schema';
import { logger, maskPhone } from '@/lib/log';
import { SITE_NAME } from '@/lib/env/site';
import { SmsDeliveryError, type SmsProvider } from '@/lib/sms';
import { stopLink } from '@/lib/sms/stop-link';
import { smsSegments } from '@/lib/sms/segments';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { translatorFor } from '@/lib/i18n/translator';
import {
  checkCode,
  CODE_MINUTES,
  requestCode,
  revokeCode,
  type CodeRefusal,
  type RequestOptions,
} from './otp';
import { createSession, endSession, type SessionPolicy } from './session';

// Login by one-time code, as the API calls it. Every attempt is logged with the number
// masked; the code never reaches a log (only the outbox provider prints the message itself,
// where it may run: lib/sms/outbox.ts).

/**
 * The SMS, in the language the code was asked in, with the 'do not call me' link every message
 * to a patient carries. Its last line is the WebOTP format, so Chrome on Android can offer the
 * code to the page of this site that asked for it.
 */
export function loginCodeText(
  code: string,
  siteHost: string,
  stop: string,
  language: Locale = DEFAULT_LOCALE,
): string {
  const t = translatorFor(language, 'sms');
  return [
    t('loginCode', { code, site: SITE_NAME, minutes: CODE_MINUTES }),
    t('doNotCall', { link: stop }),
    '',
    `@${siteHost} #${code}`,
  ].join('\n');
}

export interface SentCode {
  requestId: string;
  expiresAt: Date;
  /** False when no SMS went: one had just been sent to the number and works with this request. */
  codeSent: boolean;
}

/**
 * Asks for a code to a number and sends it; within the number's resend interval no SMS goes,
 * and the answer's request works with the code already sent. `beforeSms` may refuse (the
 * global ceiling) before an SMS is committed to.
 */
export async function sendLoginCode(
  db: Db,
  sms: SmsProvider,
  phone: string,
  siteHost: string,
  options: RequestOptions = {},
): Promise<SentCode> {
  const now = options.now ?? new Date();
  const language = options.language ?? DEFAULT_LOCALE;
  const request = await requestCode(db, phone, { ...options, now });
  if (request.kind === 'ceiling') {
    logger.info({ to: maskPhone(phone), outcome: 'number_ceiling' }, 'login code refused');
    const minutes = Math.ceil(request.retryAfterSeconds / 60);
    throw new HttpError(
      429,
      'rate_limited',
      `Too many codes were asked for this number in the last hour. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or from a browser where you logged in with it before.`,
      { retry_after_seconds: request.retryAfterSeconds },
      { 'Retry-After': String(request.retryAfterSeconds) },
    );
  }
  if (request.kind === 'reused') {
    logger.info(
      { to: maskPhone(phone), request_id: request.requestId, outcome: 'reused' },
      'login code not resent: a live one went to this number moments ago',
    );
    return { requestId: request.requestId, expiresAt: request.expiresAt, codeSent: false };
  }
  const text = loginCodeText(request.code, siteHost, await stopLink(phone, language), language);
  try {
    // English is what a provider assumes when not told.
    await sms.send({ to: phone, text, ...(language !== DEFAULT_LOCALE && { language }) });
  } catch (error) {
    if (!(error instanceof SmsDeliveryError)) throw error;
    await revokeCode(db, request.requestId, now);
    logger.warn(
      {
        to: maskPhone(phone),
        request_id: request.requestId,
        provider: sms.name,
        err: error.message,
      },
      'login code not delivered',
    );
    throw new HttpError(
      502,
      'sms_failed',
      'We could not send the code just now. Please try again in a minute.',
    );
  }
  const parts = smsSegments(text);
  logger.info(
    {
      to: maskPhone(phone),
      request_id: request.requestId,
      provider: sms.name,
      language,
      encoding: parts.encoding,
      segments: parts.segments,
    },
    'login code sent',
  );
  return { requestId: request.requestId, expiresAt: request.expiresAt, codeSent: true };
}

const REFUSALS: Record<CodeRefusal, { subCode: string; reason: string }> = {
  wrong: { subCode: 'otp_wrong', reason: 'That code is not right.' },
  locked: {
    subCode: 'otp_locked',
    reason: 'Too many wrong tries: ask for a new code.',
  },
  expired: { subCode: 'otp_expired', reason: 'This code has expired. Ask for a new one.' },
  unknown: { subCode: 'otp_expired', reason: 'This code has expired. Ask for a new one.' },
  used: { subCode: 'otp_used', reason: 'This code has been used already. Ask for a new one.' },
};

/**
 * Logs in with a code: the patient (created on first login) gets a new session, with a new
 * token whatever cookie came with the request, and any session that cookie held is ended.
 */
export async function logInWithCode(
  db: Db,
  input: { requestId: string; code: string; previousToken?: string },
  policy: SessionPolicy,
  now: Date = new Date(),
): Promise<{ token: string; expiresAt: Date; phone: string; userId: number }> {
  const check = await checkCode(db, input.requestId, input.code, now);
  const to = check.phone === null ? null : maskPhone(check.phone);
  if (!check.ok) {
    logger.info(
      { to, request_id: input.requestId, outcome: check.reason, attempts_left: check.attemptsLeft },
      'login attempt refused',
    );
    const refusal = REFUSALS[check.reason];
    const tries =
      check.reason === 'wrong'
        ? ` ${check.attemptsLeft} ${check.attemptsLeft === 1 ? 'try' : 'tries'} left.`
        : '';
    throw new HttpError(401, refusal.subCode, `${refusal.reason}${tries}`, {
      attempts_left: check.attemptsLeft,
    });
  }
  // The account speaks the language its latest login's code was asked in.
  const language = sql<string>`coalesce((select o.language from otp_codes o
    where o.request_id = ${input.requestId}), ${DEFAULT_LOCALE})`;
  const [user] = await db
    .insert(users)
    .values({ phone: check.phone, language })
    .onConflictDoUpdate({ target: users.phone, set: { language } })
    .returning({ id: users.id });
  await endSession(db, input.previousToken, now);
  const session = await createSession(db, user!.id, now, policy);
  logger.info(
    {
      to,
      request_id: input.requestId,
      outcome: 'ok',
      user_id: user!.id,
    },
    'login attempt succeeded',
  );
  return { ...session, phone: check.phone, userId: user!.id };
}
