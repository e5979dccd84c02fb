import { NextResponse } from 'next/server';
import { clearedPatientCookies } from '@/lib/cookies/policy';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { endSession, sessionTokenFromRequest } from '@/lib/accounts';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';

export const dynamic = 'force-dynamic';

/**
 * Ends the session on the server (the old cookie is refused from then on, wherever a copy of
 * it is) and drops it from the browser, with the per-booking access cookies this browser holds,
 * so the next person at a shared phone or computer sees none of the patient's bookings.
 */
export const POST = withApi(async (request) => {
  await endSession(await getDb(), sessionTokenFromRequest(request));
  logger.info('logout');
  // Each dropped with the attributes it was set with (lib/cookies/policy).
  const response = NextResponse.json({ is_logged_in: false }, { headers: PRIVATE });
  const names = request.cookies.getAll().map((c) => c.name);
  for (const cookie of clearedPatientCookies(names)) response.cookies.set(cookie);
  return response;
});

export const GET = methodNotAllowed('POST');
