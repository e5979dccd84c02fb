import { NextResponse } from 'next/server';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { createStaffAccount, listStaff, withStaffApi } from '@/lib/staff';
import { createStaffBody } from '@/lib/staff/client';

export const dynamic = 'force-dynamic';

export const GET = withStaffApi('staff', async (_request, { db }) =>
  NextResponse.json({ staff: await listStaff(db) }),
);

export const POST = withStaffApi('staff', async (request, { viewer, auth, db }) => {
  const body = await parseJsonBody(request, createStaffBody);
  const created = await createStaffAccount(auth, db, viewer, {
    email: body.email,
    name: body.name,
    password: body.password,
    role: body.role,
    organisationId: body.organisation_id,
    centreIds: body.centre_ids,
  });
  return NextResponse.json({ id: created.id }, { status: 201 });
});

export const PUT = methodNotAllowed('GET', 'POST');
