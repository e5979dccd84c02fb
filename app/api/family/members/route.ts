import { requirePatient } from '@/lib/accounts';
import { getDb } from '@/lib/db';
import { createMember, familyAction, familyJson, memberBody } from '@/lib/family';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';

export const dynamic = 'force-dynamic';

/** The account's family members, each with its saved addresses. */
export const GET = withApi(async (request) => {
  const db = await getDb();
  const patient = await requirePatient(db, request);
  return Response.json(await familyJson(db, patient.userId, new Date()), { headers: PRIVATE });
});

/** Adds a member: at most 10, a child only with the holder's guardian declaration. */
export const POST = familyAction(
  memberBody,
  'added',
  async ({ db, patient, body, locale, now }) => {
    const row = await createMember(
      db,
      { userId: patient.userId, phone: patient.customerPhone, language: locale },
      body,
      now,
    );
    return {
      json: { member_id: row.id, ...(await familyJson(db, patient.userId, now)) },
      status: 201,
      query: { member: String(row.id) },
    };
  },
);
