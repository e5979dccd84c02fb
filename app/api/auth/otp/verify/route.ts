import { NextResponse } from 'next/server';
import {
  otpVerifyBody,
  type SessionResponse,
  logInWithCode,
  sessionTokenFromRequest,
  currentSessionPolicy,
  rememberBrowser,
} from '@/lib/accounts';
import { clientIp } from '@/lib/server-api/client-ip';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseJsonBody } from '@/lib/server-api/validation';
import { claimBookings } from '@/lib/booking';
import { logger } from '@/lib/log';
import { knownBrowserCookie, sessionCookie } from '@/lib/cookies/policy';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { enforce, getLimiters } from '@/lib/ratelimit';

export const dynamic = 'force-dynamic';

/** A right code logs the patient in: a new session and its cookie. */
export const POST = withApi(async (request) => {
  const handle = await getDbHandle();
  await enforce(getLimiters(handle).otpVerifyPerIp, clientIp(request, env().TRUSTED_PROXY_COUNT));
  const body = await parseJsonBody(request, otpVerifyBody);
  const now = new Date();
  const session = await logInWithCode(
    handle.primary,
    {
      requestId: body.request_id,
      code: body.code,
      previousToken: sessionTokenFromRequest(request),
    },
    currentSessionPolicy(),
    now,
  );
  // Bookings a visitor made with this number before logging in become the patient's.
  const claimed = await claimBookings(handle.primary, session.userId, session.phone);
  logger.info({ user_id: session.userId, bookings_claimed: claimed }, 'bookings claimed at login');
  const answer: SessionResponse = { is_logged_in: true, customer_phone: session.phone };
  const response = NextResponse.json(answer, { headers: PRIVATE });
  // This browser has proved the number: strangers' requests can no longer keep it out.
  response.cookies.set(
    knownBrowserCookie(await rememberBrowser(handle.primary, session.phone, now)),
  );
  // Kept by the browser until the session's absolute expiry.
  response.cookies.set(
    sessionCookie(session.token, (session.expiresAt.getTime() - now.getTime()) / 1000),
  );
  return response;
});

export const GET = methodNotAllowed('POST');
