import { methodNotAllowed } from '@/lib/server-api/errors';
import { leadAction, revealNumber } from '@/lib/lead-queue';

export const dynamic = 'force-dynamic';

/** A POST, not a GET: showing the number is an act that is audited, never a cached read. */
export const POST = leadAction(async (_request, { viewer, db }, leadId, now) => {
  const number = await revealNumber(db, viewer, leadId, now);
  return { ...number };
});

export const GET = methodNotAllowed('POST');
