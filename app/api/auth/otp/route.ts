import { otpSendBody, type OtpSendResponse, loggedRefusal, sendCodeFor } from '@/lib/accounts';
import { clientIp } from '@/lib/server-api/client-ip';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseJsonBody } from '@/lib/server-api/validation';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { enforce, getLimiters } from '@/lib/ratelimit';

export const dynamic = 'force-dynamic';

/** Sends a one-time code to a mobile number (to log in, or to confirm it before booking). */
export const POST = withApi(async (request) => {
  const ip = clientIp(request, env().TRUSTED_PROXY_COUNT);
  await loggedRefusal(enforce(getLimiters(await getDbHandle()).otpSendPerIp, ip), {
    limit: 'ip',
  });
  const { phone, language } = await parseJsonBody(request, otpSendBody);
  const sent = await sendCodeFor(request, phone, ip, language);
  const answer: OtpSendResponse = {
    request_id: sent.requestId,
    expires_at: sent.expiresAt.toISOString(),
    code_sent: sent.codeSent,
  };
  return Response.json(answer, { headers: PRIVATE });
});

export const GET = methodNotAllowed('POST');
