import { NextResponse } from 'next/server';
import { otpVerifyBody, checkCode, rememberBrowser } from '@/lib/accounts';
import { accessCookie, bookingKey, same } from '@/lib/booking';
import { knownBrowserCookie } from '@/lib/cookies/policy';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { enforce, getLimiters } from '@/lib/ratelimit';
import { clientIp } from '@/lib/server-api/client-ip';
import { HttpError, methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseJsonBody } from '@/lib/server-api/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

/**
 * Second step: the code sent to the booking's number opens the booking in this browser (its
 * access cookie). Every refusal reads the same, whatever the reference or number was.
 */
export const POST = withApi(async (request, { params }: Context) => {
  const reference = (await params).reference.toUpperCase();
  const handle = await getDbHandle();
  await enforce(getLimiters(handle).otpVerifyPerIp, clientIp(request, env().TRUSTED_PROXY_COUNT));
  const body = await parseJsonBody(request, otpVerifyBody);
  const now = new Date();
  const [{ key, found }, check] = await Promise.all([
    bookingKey(handle.primary, reference),
    checkCode(handle.primary, body.request_id, body.code, now),
  ]);
  if (!found || !check.ok || !same(key.phone, check.phone)) {
    logger.info(
      { reference, request_id: body.request_id, outcome: check.ok ? 'other_number' : check.reason },
      'booking access refused',
    );
    const left = !check.ok && check.reason === 'wrong' ? check.attemptsLeft : 0;
    throw new HttpError(
      401,
      'otp_wrong',
      'That code is not right, or no longer works. Check it, or ask for a new one.',
      { attempts_left: left },
    );
  }
  logger.info({ reference, request_id: body.request_id, outcome: 'ok' }, 'booking opened by code');
  const response = NextResponse.json({ ok: true }, { headers: PRIVATE });
  response.cookies.set(accessCookie(key));
  response.cookies.set(knownBrowserCookie(await rememberBrowser(handle.primary, key.phone, now)));
  return response;
});

export const GET = methodNotAllowed('POST');
