import { otpSendBody, type OtpSendResponse } from '@/lib/accounts/contract';
import { clientIp } from '@/lib/server-api/client-ip';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseJsonBody } from '@/lib/server-api/validation';
import { sendLoginCode } from '@/lib/accounts/login';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { logger, maskPhone } from '@/lib/log';
import { enforce, getLimiters } from '@/lib/ratelimit';
import { smsProviderFor } from '@/lib/sms';

export const dynamic = 'force-dynamic';

/** A send refused by a limit is a login attempt too: logged, then answered 429. */
async function limited(check: Promise<void>, details: Record<string, unknown>) {
  try {
    await check;
  } catch (error) {
    logger.info({ ...details, outcome: 'rate_limited' }, 'login code refused');
    throw error;
  }
}

/** Sends a one-time code to a mobile number (to log in, or to confirm it before booking). */
export const POST = withApi(async (request) => {
  const handle = await getDbHandle();
  const limits = getLimiters(handle);
  const config = env();
  await limited(enforce(limits.otpSendPerIp, clientIp(request, config.TRUSTED_PROXY_COUNT)), {
    limit: 'ip',
  });
  const { phone } = await parseJsonBody(request, otpSendBody);
  await limited(enforce(limits.otpSendPerPhone, phone), { limit: 'phone', to: maskPhone(phone) });
  const sent = await sendLoginCode(
    handle.primary,
    smsProviderFor(config, handle.primary),
    phone,
    new URL(config.SITE_URL).host,
  );
  const answer: OtpSendResponse = {
    request_id: sent.requestId,
    expires_at: sent.expiresAt.toISOString(),
  };
  return Response.json(answer, { headers: PRIVATE });
});

export const GET = methodNotAllowed('POST');
