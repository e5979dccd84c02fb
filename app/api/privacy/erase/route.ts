import { NextResponse } from 'next/server';
import { requirePatient } from '@/lib/accounts';
import { clearedCookieOptions, clearedPatientCookies, COOKIES } from '@/lib/cookies/policy';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';
import { eraseMyData, eraseBody } from '@/lib/privacy';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseJsonBody } from '@/lib/server-api/validation';

export const dynamic = 'force-dynamic';

/**
 * 'Delete my data' (lib/privacy/erase.ts): final. The browser loses the session, the booking
 * access cookies and the remembered number with it.
 */
export const POST = withApi(async (request) => {
  const db = await getDb();
  const patient = await requirePatient(db, request);
  await parseJsonBody(request, eraseBody);
  const erased = await eraseMyData(db, { phone: patient.customerPhone, userId: patient.userId });
  logger.info({ erased }, 'my data deleted');
  const response = NextResponse.json({ erased }, { headers: PRIVATE });
  const names = request.cookies.getAll().map((c) => c.name);
  for (const cookie of clearedPatientCookies(names)) response.cookies.set(cookie);
  response.cookies.set({
    name: COOKIES.phoneNumber,
    value: '',
    ...clearedCookieOptions(COOKIES.phoneNumber),
  });
  return response;
});

export const GET = methodNotAllowed('POST');
