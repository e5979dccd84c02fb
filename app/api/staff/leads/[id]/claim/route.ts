import { methodNotAllowed } from '@/lib/server-api/errors';
import { claimLead, leadAction } from '@/lib/lead-queue';

export const dynamic = 'force-dynamic';

/** 409 lead_taken when another agent holds it (or won the race for it). */
export const POST = leadAction(async (_request, { viewer, db }, leadId, now) => {
  await claimLead(db, viewer, leadId, now);
});

export const GET = methodNotAllowed('POST');
