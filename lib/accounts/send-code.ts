import type { NextRequest } from 'next/server';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { KNOWN_BROWSER_COOKIE } from '@/lib/cookies/policy';
import { logger, maskPhone } from '@/lib/log';
import { enforce, getLimiters } from '@/lib/ratelimit';
import { smsProviderFor } from '@/lib/sms';
import type { Locale } from '@/lib/i18n/locales';
import { requestLanguage } from '@/lib/i18n/request-language';
import { isKnownBrowser } from './known-browser';
import { sendLoginCode, type SentCode } from './login';

/** A send refused by a limit is a login attempt too: logged, then answered 429. */
export async function loggedRefusal(check: Promise<void>, details: Record<string, unknown>) {
  try {
    await check;
  } catch (error) {
    logger.info({ ...details, outcome: 'rate_limited' }, 'login code refused');
    throw error;
  }
}

/**
 * A code to `phone` for the browser behind `request`, within every limit but the per-address
 * one (which the route spends before it reads the body): per number and address, the number's
 * own interval and hourly ceiling (lib/accounts/otp.ts), and the site's hourly SMS ceiling.
 */
export async function sendCodeFor(
  request: NextRequest,
  phone: string,
  ip: string,
  /** The language the request stated, if any (lib/i18n/request-language.ts). */
  stated?: Locale,
): Promise<SentCode> {
  const handle = await getDbHandle();
  const limits = getLimiters(handle);
  const config = env();
  await loggedRefusal(enforce(limits.otpSendPerPhoneIp, `${phone}:${ip}`), {
    limit: 'phone_address',
    to: maskPhone(phone),
  });
  const now = new Date();
  const proven = await isKnownBrowser(
    handle.primary,
    request.cookies.get(KNOWN_BROWSER_COOKIE)?.value,
    phone,
    now,
  );
  const smsCeiling = () =>
    loggedRefusal(
      enforce(limits.otpSmsGlobal, 'all', () =>
        logger.error(
          { alert: 'sms_ceiling', per_hour: limits.otpSmsGlobal.points },
          'SMS ceiling reached: login codes are refused until the hour turns (OTP_SMS_PER_HOUR)',
        ),
      ),
      { limit: 'site', to: maskPhone(phone) },
    );
  return sendLoginCode(
    handle.primary,
    smsProviderFor(config, handle.primary),
    phone,
    new URL(config.SITE_URL).host,
    { now, proven, beforeSms: smsCeiling, language: requestLanguage(stated, request) },
  );
}
