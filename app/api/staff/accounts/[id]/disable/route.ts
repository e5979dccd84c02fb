import { NextResponse } from 'next/server';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { setDisabled, withStaffApi, staffIdParam } from '@/lib/staff';
import { disableBody } from '@/lib/staff/client';

export const dynamic = 'force-dynamic';

export const POST = withStaffApi(
  'staff',
  async (request, { viewer, db }, { params }: { params: Promise<{ id: string }> }) => {
    const id = staffIdParam((await params).id);
    const { disabled } = await parseJsonBody(request, disableBody);
    await setDisabled(db, viewer, id, disabled);
    return NextResponse.json({ id, disabled });
  },
);

export const GET = methodNotAllowed('POST');
