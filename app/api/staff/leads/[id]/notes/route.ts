import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { noteBody } from '@/lib/staff/leads/contract';
import { leadAction } from '@/lib/staff/leads/handlers';
import { addLeadNote } from '@/lib/staff/leads/notes';

export const dynamic = 'force-dynamic';

export const POST = leadAction(async (request, { viewer, db }, leadId, now) => {
  const { body } = await parseJsonBody(request, noteBody);
  await addLeadNote(db, viewer, leadId, body, now);
});

export const GET = methodNotAllowed('POST');
