import { NextResponse } from 'next/server';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { unlock, withStaffApi, staffIdParam } from '@/lib/staff';

export const dynamic = 'force-dynamic';

export const POST = withStaffApi(
  'staff',
  async (_request, { viewer, db }, { params }: { params: Promise<{ id: string }> }) => {
    const id = staffIdParam((await params).id);
    await unlock(db, viewer, id);
    return NextResponse.json({ id, locked: false });
  },
);

export const GET = methodNotAllowed('POST');
