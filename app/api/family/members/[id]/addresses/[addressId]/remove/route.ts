import { familyAction, familyJson, plainBody, removeAddress } from '@/lib/family';
import { methodNotAllowed } from '@/lib/server-api/errors';

export const dynamic = 'force-dynamic';

/** Removes a saved address; when it was the default, the oldest left becomes it. */
export const POST = familyAction(
  plainBody,
  'address_removed',
  async ({ db, patient, member, addressId, now }) => {
    await removeAddress(db, patient.userId, member!.id, addressId!);
    return { json: await familyJson(db, patient.userId, now) };
  },
);

export const GET = methodNotAllowed('POST');
