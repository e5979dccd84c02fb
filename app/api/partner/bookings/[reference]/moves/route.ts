import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { withStaffApi } from '@/lib/staff';
import { moveAsCentre, moveBody } from '@/lib/centre-console';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

/** The centre moves one of its bookings (accept, decline, check in...): 409 for an illegal move. */
export const POST = withStaffApi(
  'partner',
  async (request, { viewer, db }, { params }: Context) => {
    const body = await parseJsonBody(request, moveBody);
    const booking = await moveAsCentre(db, viewer, (await params).reference, body);
    return Response.json({ booking });
  },
);

export const GET = methodNotAllowed('POST');
