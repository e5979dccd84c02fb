import { editMember, familyAction, familyJson, memberBody } from '@/lib/family';
import { methodNotAllowed } from '@/lib/server-api/errors';

export const dynamic = 'force-dynamic';

/** Edits a member; a changed number is unverified again and its messages stop. */
export const POST = familyAction(
  memberBody,
  'edited',
  async ({ db, patient, member, body, locale, now }) => {
    await editMember(
      db,
      { userId: patient.userId, phone: patient.customerPhone, language: locale },
      member!.id,
      body,
      now,
    );
    return { json: await familyJson(db, patient.userId, now) };
  },
);

export const GET = methodNotAllowed('POST');
