import { addAddress, addressBody, familyAction, familyJson } from '@/lib/family';
import { methodNotAllowed } from '@/lib/server-api/errors';

export const dynamic = 'force-dynamic';

/** Saves an address for home collection; its PIN code must be in the chosen city. */
export const POST = familyAction(
  addressBody,
  'address_added',
  async ({ db, patient, member, body, now }) => {
    const row = await addAddress(db, patient.userId, member!.id, body, now);
    return {
      json: { address_id: row.id, ...(await familyJson(db, patient.userId, now)) },
      status: 201,
    };
  },
);

export const GET = methodNotAllowed('POST');
