import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { outcomeBody } from '@/lib/staff/leads/contract';
import { leadAction } from '@/lib/staff/leads/handlers';
import { recordOutcome } from '@/lib/staff/leads/outcome';

export const dynamic = 'force-dynamic';

export const POST = leadAction(async (request, { viewer, db }, leadId, now) => {
  const body = await parseJsonBody(request, outcomeBody);
  await recordOutcome(db, viewer, leadId, body, now);
});

export const GET = methodNotAllowed('POST');
