import { getDb } from '@/lib/db';
import { requirePatient } from '@/lib/accounts';
import { logger } from '@/lib/log';
import { remindersBody } from '@/lib/messages/client';
import { setRemindersStopped } from '@/lib/messages';
import { HttpError, methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseJsonBody } from '@/lib/server-api/validation';
import { phoneOfStopToken } from '@/lib/sms/stop-link';

export const dynamic = 'force-dynamic';

/**
 * Stops or allows a number's reminders, honoured by the next send: from a message's
 * link (the token proves the number, no login) or from My bookings (the session's number).
 */
export const POST = withApi(async (request) => {
  const db = await getDb();
  const body = await parseJsonBody(request, remindersBody);
  let phone: string | null;
  if (body.token) {
    phone = await phoneOfStopToken(body.token);
    if (!phone) throw new HttpError(400, 'invalid_link', 'This link is not one we sent.');
  } else {
    phone = (await requirePatient(db, request)).customerPhone;
  }
  await setRemindersStopped(db, phone, body.stop);
  logger.info({ stopped: body.stop, via: body.token ? 'link' : 'my_bookings' }, 'reminders switch');
  return Response.json({ reminders_stopped: body.stop }, { headers: PRIVATE });
});

export const GET = methodNotAllowed('POST');
