import { familyAction, familyJson, plainBody, removeMember } from '@/lib/family';
import { methodNotAllowed } from '@/lib/server-api/errors';

export const dynamic = 'force-dynamic';

/** Removes a member and its addresses; its bookings stay, no longer linked to it. */
export const POST = familyAction(plainBody, 'removed', async ({ db, patient, member, now }) => {
  await removeMember(db, patient.userId, member!.id);
  return { json: await familyJson(db, patient.userId, now) };
});

export const GET = methodNotAllowed('POST');
