import { NextResponse } from 'next/server';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { changeRole, withStaffApi, staffIdParam } from '@/lib/staff';
import { changeRoleBody } from '@/lib/staff/client';

export const dynamic = 'force-dynamic';

export const POST = withStaffApi(
  'staff',
  async (request, { viewer, db }, { params }: { params: Promise<{ id: string }> }) => {
    const id = staffIdParam((await params).id);
    const body = await parseJsonBody(request, changeRoleBody);
    await changeRole(db, viewer, id, {
      role: body.role,
      organisationId: body.organisation_id,
      centreIds: body.centre_ids,
    });
    return NextResponse.json({ id, role: body.role });
  },
);

export const GET = methodNotAllowed('POST');
