import { NextResponse } from 'next/server';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { centresOf, withStaffApi, numericParam } from '@/lib/staff';

export const dynamic = 'force-dynamic';

// For the admin's account form: the centres a centre staff member can be bound to.
export const GET = withStaffApi(
  'staff',
  async (_request, { db }, { params }: { params: Promise<{ id: string }> }) => {
    const id = numericParam((await params).id, 'That organisation', 'organisation_not_found');
    return NextResponse.json({ centres: await centresOf(db, id) });
  },
);

export const POST = methodNotAllowed('GET');
