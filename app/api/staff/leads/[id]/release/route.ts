import { methodNotAllowed } from '@/lib/server-api/errors';
import { releaseLead } from '@/lib/staff/leads/claim';
import { leadAction } from '@/lib/staff/leads/handlers';

export const dynamic = 'force-dynamic';

export const POST = leadAction(async (_request, { viewer, db }, leadId, now) => {
  await releaseLead(db, viewer, leadId, now);
});

export const GET = methodNotAllowed('POST');
