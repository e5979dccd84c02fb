import { methodNotAllowed } from '@/lib/server-api/errors';
import { releaseLead, leadAction } from '@/lib/lead-queue';

export const dynamic = 'force-dynamic';

export const POST = leadAction(async (_request, { viewer, db }, leadId, now) => {
  await releaseLead(db, viewer, leadId, now);
});

export const GET = methodNotAllowed('POST');
