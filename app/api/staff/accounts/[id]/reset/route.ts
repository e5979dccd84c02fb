import { NextResponse } from 'next/server';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { resetLogin } from '@/lib/staff/accounts';
import { resetLoginBody } from '@/lib/staff/contract';
import { withStaffApi } from '@/lib/staff/guard';
import { staffIdParam } from '@/lib/staff/params';
import { authHeaders } from '@/lib/staff/viewer';

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
