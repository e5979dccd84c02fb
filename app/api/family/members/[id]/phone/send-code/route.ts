import { familyAction, plainBody, sendMemberCode } from '@/lib/family';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { enforce, getLimiters } from '@/lib/ratelimit';
import { clientIp } from '@/lib/server-api/client-ip';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { smsProviderFor } from '@/lib/sms';

export const dynamic = 'force-dynamic';

/**
 * A one-time code to the member's own number, within the login's limits (per address, per
 * number and address, the number's own interval and hourly ceiling, the site's SMS ceiling).
 */
export const POST = familyAction(
  plainBody,
  'code_sent',
  async ({ db, handle, request, patient, member, now }) => {
    const limits = getLimiters(handle);
    const config = env();
    const ip = clientIp(request, config.TRUSTED_PROXY_COUNT);
    await enforce(limits.otpSendPerIp, ip);
    if (member!.phone) await enforce(limits.otpSendPerPhoneIp, `${member!.phone}:${ip}`);
    const sent = await sendMemberCode(db, smsProviderFor(config, db), patient.userId, member!.id, {
      now,
      beforeSms: () =>
        enforce(limits.otpSmsGlobal, 'all', () =>
          logger.error(
            { alert: 'sms_ceiling', per_hour: limits.otpSmsGlobal.points },
            'SMS ceiling reached: codes are refused until the hour turns (OTP_SMS_PER_HOUR)',
          ),
        ),
    });
    return {
      json: { request_id: sent.requestId, expires_at: sent.expiresAt.toISOString() },
      query: { request: sent.requestId },
    };
  },
);

export const GET = methodNotAllowed('POST');
