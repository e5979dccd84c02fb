import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { outcomeBody, leadAction, recordOutcome } from '@/lib/lead-queue';

export const dynamic = 'force-dynamic';

export const POST = leadAction(async (request, { viewer, db }, leadId, now) => {
  const body = await parseJsonBody(request, outcomeBody);
  await recordOutcome(db, viewer, leadId, body, now);
});

export const GET = methodNotAllowed('POST');
