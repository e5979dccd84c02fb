import { familyAction, familyJson, plainBody, setDefaultAddress } from '@/lib/family';
import { methodNotAllowed } from '@/lib/server-api/errors';

export const dynamic = 'force-dynamic';

/** Makes a saved address the member's default for home collection. */
export const POST = familyAction(
  plainBody,
  'address_default',
  async ({ db, patient, member, addressId, now }) => {
    await setDefaultAddress(db, patient.userId, member!.id, addressId!);
    return { json: await familyJson(db, patient.userId, now) };
  },
);

export const GET = methodNotAllowed('POST');
