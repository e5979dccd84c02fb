import { methodNotAllowed } from '@/lib/server-api/errors';
import { withStaffApi } from '@/lib/staff';
import { leadQueue } from '@/lib/lead-queue';

export const dynamic = 'force-dynamic';

/** The call-back queue, as the console's queue page polls it. */
export const GET = withStaffApi('leads', async (_request, { viewer, db }) =>
  Response.json(await leadQueue(db, viewer.id)),
);

export const POST = methodNotAllowed('GET');
