import { familyAction, familyJson, plainBody, removeMember } from '@/lib/family';
import { methodNotAllowed } from '@/lib/server-api/errors';

export const dynamic = 'force-dynamic';

/** Removes a member: their addresses, and their bookings' personal fields and reports. */
export const POST = familyAction(plainBody, 'removed', async ({ db, patient, member, now }) => {
  await removeMember(db, { userId: patient.userId, phone: patient.customerPhone }, member!.id, now);
  return { json: await familyJson(db, patient.userId, now) };
});

export const GET = methodNotAllowed('POST');
