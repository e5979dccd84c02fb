import { NextResponse } from 'next/server';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { enrolConfirmBody } from '@/lib/staff/client';
import { assertOwnPassword, confirmEnrolment, withStaffApi, appendStaffCookies } from '@/lib/staff';

export const dynamic = 'force-dynamic';

export const POST = withStaffApi('enrolment', async (request, { viewer, auth, db }) => {
  assertOwnPassword(viewer);
  const { code } = await parseJsonBody(request, enrolConfirmBody);
  const cookies = await confirmEnrolment(
    auth,
    db,
    viewer,
    { headers: request.headers, ip: viewer.ip },
    code,
  );
  const response = NextResponse.json({ status: 'enrolled' });
  appendStaffCookies(response, cookies);
  return response;
});

export const GET = methodNotAllowed('POST');
