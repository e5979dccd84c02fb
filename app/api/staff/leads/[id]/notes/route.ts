import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { noteBody, leadAction, addLeadNote } from '@/lib/lead-queue';

export const dynamic = 'force-dynamic';

export const POST = leadAction(async (request, { viewer, db }, leadId, now) => {
  const { body } = await parseJsonBody(request, noteBody);
  await addLeadNote(db, viewer, leadId, body, now);
});

export const GET = methodNotAllowed('POST');
