import { NextResponse } from 'next/server';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { audit, withStaffApi, authHeaders, appendStaffCookies } from '@/lib/staff';

export const dynamic = 'force-dynamic';

// 'enrolment': a member who has not set up the second factor yet may still log out.
export const POST = withStaffApi('enrolment', async (request, { viewer, auth, db }) => {
  const { headers } = await auth.api.signOut({
    headers: authHeaders(request.headers, viewer.ip),
    returnHeaders: true,
  });
  await audit(db, viewer, { action: 'staff.logout', recordType: 'staff', recordId: viewer.id });
  const response = NextResponse.json({ status: 'signed_out' });
  appendStaffCookies(response, headers.getSetCookie());
  return response;
});

export const GET = methodNotAllowed('POST');
