import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';
import { setDoNotCall, doNotCallLinkBody } from '@/lib/privacy';
import { HttpError, methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseJsonBody } from '@/lib/server-api/validation';
import { phoneOfStopToken } from '@/lib/sms/stop-link';

export const dynamic = 'force-dynamic';

/** 'Do not call me' from a message's link: the token proves the number, no login needed. */
export const POST = withApi(async (request) => {
  const { token } = await parseJsonBody(request, doNotCallLinkBody);
  const phone = await phoneOfStopToken(token);
  if (!phone) throw new HttpError(400, 'invalid_link', 'This link is not one we sent.');
  const { leadsClosed } = await setDoNotCall(await getDb(), phone, true, 'message_link');
  logger.info({ leads_closed: leadsClosed }, 'do not call, from a message link');
  return Response.json({ do_not_call: true }, { headers: PRIVATE });
});

export const GET = methodNotAllowed('POST');
