import { requirePatient } from '@/lib/accounts';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';
import { choicesOf, setDoNotCall, setMarketing, privacyChoicesBody } from '@/lib/privacy';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseJsonBody } from '@/lib/server-api/validation';

export const dynamic = 'force-dynamic';

/** My data's switches: 'do not call me' and marketing messages, each taking effect at once. */
export const POST = withApi(async (request) => {
  const db = await getDb();
  const patient = await requirePatient(db, request);
  const body = await parseJsonBody(request, privacyChoicesBody);
  const phone = patient.customerPhone;
  if (body.do_not_call !== undefined) {
    const { leadsClosed } = await setDoNotCall(db, phone, body.do_not_call, 'my_data');
    logger.info({ do_not_call: body.do_not_call, leads_closed: leadsClosed }, 'call choice');
  }
  if (body.marketing !== undefined) await setMarketing(db, phone, body.marketing, 'my_data');
  return Response.json({ choices: await choicesOf(db, phone) }, { headers: PRIVATE });
});

export const GET = methodNotAllowed('POST');
