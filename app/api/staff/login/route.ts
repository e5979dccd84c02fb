import { NextResponse } from 'next/server';
import { clientIp } from '@/lib/server-api/client-ip';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { parseJsonBody } from '@/lib/server-api/validation';
import { staffLoginBody, type StaffLoginAnswer } from '@/lib/staff/contract';
import { STAFF_NO_STORE, staffPlatform } from '@/lib/staff/guard';
import { staffLogin } from '@/lib/staff/login';
import { enforce, getLimiters } from '@/lib/ratelimit';
import { appendStaffCookies } from '@/lib/staff/cookies';

export const dynamic = 'force-dynamic';

export const POST = withApi(async (request) => {
  const { auth, db, handle, config } = await staffPlatform();
  const ip = clientIp(request, config.TRUSTED_PROXY_COUNT);
  await enforce(getLimiters(handle).staffLoginPerIp, ip);
  const body = await parseJsonBody(request, staffLoginBody);
  const result = await staffLogin(
    auth,
    db,
    body,
    { headers: request.headers, ip },
    {
      freeFailures: config.STAFF_LOGIN_FREE_FAILURES,
      maxDelayMinutes: config.STAFF_LOGIN_MAX_DELAY_MINUTES,
    },
  );
  const answer: StaffLoginAnswer = { status: result.status };
  const response = NextResponse.json(answer, { headers: STAFF_NO_STORE });
  if (result.status !== 'code_required') {
    appendStaffCookies(response, result.setCookies);
  }
  return response;
});

export const GET = methodNotAllowed('POST');
