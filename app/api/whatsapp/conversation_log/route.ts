import { conversationLogBody, type ConversationLog, startConversation } from '@/lib/chat';
import { clientIp } from '@/lib/server-api/client-ip';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseJsonBody } from '@/lib/server-api/validation';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { enforce, getLimiters } from '@/lib/ratelimit';

export const dynamic = 'force-dynamic';

export const POST = withApi(async (request) => {
  const handle = await getDbHandle();
  await enforce(
    getLimiters(handle).conversationPerIp,
    clientIp(request, env().TRUSTED_PROXY_COUNT),
  );
  const body = await parseJsonBody(request, conversationLogBody);
  const id = await startConversation(handle.primary, {
    sourcePageName: body.source_page_name,
    thirdPartyFlowName: body.third_party_flow_name,
    productRandomId: body.product_random_id,
    cityId: body.city_id,
  });
  const answer: ConversationLog = { active_conversation_id: id };
  return Response.json(answer, { headers: PRIVATE });
});

export const GET = methodNotAllowed('POST');
export const PUT = methodNotAllowed('POST');
export const DELETE = methodNotAllowed('POST');
