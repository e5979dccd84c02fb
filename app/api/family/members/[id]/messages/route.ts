import { familyAction, familyJson, messagesBody, setMessagesToMember } from '@/lib/family';
import { methodNotAllowed } from '@/lib/server-api/errors';

export const dynamic = 'force-dynamic';

/** Booking messages to the member's own number too: refused (409) until it is verified. */
export const POST = familyAction(
  messagesBody,
  'messages',
  async ({ db, patient, member, body, now }) => {
    await setMessagesToMember(db, patient.userId, member!.id, body.messages_to_member, now);
    return { json: await familyJson(db, patient.userId, now) };
  },
);

export const GET = methodNotAllowed('POST');
