import { randomUUID } from 'node:crypto';
import { bookingAccessBody, type BookingAccessResponse, bookingKey, same } from '@/lib/booking';
import { clientIp } from '@/lib/server-api/client-ip';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { inSteadyTime } from '@/lib/server-api/steady-time';
import { parseJsonBody } from '@/lib/server-api/validation';
import { loggedRefusal, sendCodeFor, CODE_MINUTES, hashCode, newCode } from '@/lib/accounts';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { enforce, getLimiters } from '@/lib/ratelimit';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

/** Above the usual time of sending a code (a scrypt hash, two writes, the SMS provider's call). */
const STEADY_MS = 400;

/**
 * First step of opening a booking in another browser: a number. When it is the booking's, a
 * one-time code goes to it; the answer is the same either way (and in the same time), so
 * neither whether the reference exists nor whether the number is its owner's can be learnt.
 */
export const POST = withApi(async (request, { params }: Context) => {
  const reference = (await params).reference.toUpperCase();
  const handle = await getDbHandle();
  const limits = getLimiters(handle);
  const ip = clientIp(request, env().TRUSTED_PROXY_COUNT);
  await enforce(limits.bookingPerIp, ip);
  await enforce(limits.bookingAccessPerReferenceIp, `${reference}:${ip}`);
  await loggedRefusal(enforce(limits.otpSendPerIp, ip), { limit: 'ip' });
  const { phone, language } = await parseJsonBody(request, bookingAccessBody);
  const answer = await inSteadyTime(STEADY_MS, async (): Promise<BookingAccessResponse> => {
    const { key, found } = await bookingKey(handle.primary, reference);
    if (found && same(key.phone, phone)) {
      const sent = await sendCodeFor(request, phone, ip, language);
      return { request_id: sent.requestId, expires_at: sent.expiresAt.toISOString() };
    }
    // The work of a code, for nothing: a request id that no code will ever match.
    const requestId = randomUUID();
    await hashCode(newCode(), requestId);
    const expiresAt = new Date(Date.now() + CODE_MINUTES * 60_000);
    return { request_id: requestId, expires_at: expiresAt.toISOString() };
  });
  return Response.json(answer, { headers: PRIVATE });
});

export const GET = methodNotAllowed('POST');
