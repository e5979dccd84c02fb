// POST /api/aggregator/call_me/ (served by pages/api/aggregator/call_me/index.ts, see
// lib/server-api/node-route.ts).
import { callMeBody, type CallMeResult, recordLead } from '@/lib/call-me';
import { clientIp } from '@/lib/server-api/client-ip';
import { withApi } from '@/lib/server-api/handler';
import { JsonAnswer } from '@/lib/server-api/json-answer';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseJsonBody } from '@/lib/server-api/validation';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { enforce, getLimiters } from '@/lib/ratelimit';
import { nudgeMessages } from '@/lib/messages';
import { attributionOf } from '@/lib/campaigns';
import type { ApiRequest } from '@/lib/server-api/api-request';
import { requestLanguage } from '@/lib/i18n/request-language';

export const POST = withApi(async (request: ApiRequest) => {
  const handle = await getDbHandle();
  const limits = getLimiters(handle);
  // Every attempt from an address counts, well-formed or not.
  await enforce(limits.callMePerIp, clientIp(request, env().TRUSTED_PROXY_COUNT));
  const body = await parseJsonBody(request, callMeBody);
  await enforce(limits.callMePerPhone, body.call_me_number);
  const config = env();
  const now = new Date();
  const lead = await recordLead(
    handle.primary,
    {
      phone: body.call_me_number,
      source: body.source,
      marketing: body.marketing_consent,
      attribution: attributionOf(request),
      // Said at any hour: a request at night is told when it will be called (the message
      // waits for the end of quiet hours).
      ackChannel: config.MESSAGE_CHANNEL,
      language: requestLanguage(body.language, request),
    },
    now,
    // PGlite runs one statement at a time: the lead's one statement needs no lock there.
    { exclusive: handle.kind === 'pglite' },
  );
  if (lead.doNotCall) logger.info('call-me from a do-not-call number: acknowledged, no lead');
  else {
    logger.info({ lead_id: lead.id, new_lead: lead.created }, 'call-me lead stored');
    if (lead.acknowledged) nudgeMessages();
  }
  const answer: CallMeResult = {
    success: true,
    do_not_call: lead.doNotCall,
    call_by: lead.promisedBy?.toISOString() ?? null,
  };
  return new JsonAnswer(answer, { headers: PRIVATE });
});
