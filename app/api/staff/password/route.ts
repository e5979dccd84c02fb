import { NextResponse } from 'next/server';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { changePasswordBody } from '@/lib/staff/client';
import { appendStaffCookies, withStaffApi, changeOwnPassword } from '@/lib/staff';

export const dynamic = 'force-dynamic';

// 'enrolment': open before the authenticator is set up, where the admin's one-time password
// is replaced; changeOwnPassword asks for a code once it is.
export const POST = withStaffApi('enrolment', async (request, { viewer, auth, db }) => {
  const body = await parseJsonBody(request, changePasswordBody);
  const cookies = await changeOwnPassword(
    auth,
    db,
    viewer,
    { headers: request.headers, ip: viewer.ip },
    { currentPassword: body.current_password, newPassword: body.new_password, code: body.code },
  );
  const response = NextResponse.json({ status: 'changed' });
  appendStaffCookies(response, cookies);
  return response;
});

export const GET = methodNotAllowed('POST');
