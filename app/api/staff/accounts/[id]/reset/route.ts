import { NextResponse } from 'next/server';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { resetLogin, withStaffApi, staffIdParam, authHeaders } from '@/lib/staff';
import { resetLoginBody } from '@/lib/staff/client';

export const dynamic = 'force-dynamic';

export const POST = withStaffApi(
  'staff',
  async (request, { viewer, auth, db }, { params }: { params: Promise<{ id: string }> }) => {
    const id = staffIdParam((await params).id);
    const { password } = await parseJsonBody(request, resetLoginBody);
    await resetLogin(auth, db, viewer, authHeaders(request.headers, viewer.ip), id, password);
    return NextResponse.json({ id, enrolled: false });
  },
);

export const GET = methodNotAllowed('POST');
