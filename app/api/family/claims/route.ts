import { requirePatient } from '@/lib/accounts';
import { getDb } from '@/lib/db';
import { claimBody, claimMember, claimsJson, familyAction } from '@/lib/family';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';

export const dynamic = 'force-dynamic';

/**
 * A member who turned 18 claims their details from the family that kept them: only with the
 * member's verified number (404 for anyone else), and not before 18 (409).
 */
export const POST = familyAction(
  claimBody,
  'claimed',
  async ({ db, patient, body, locale, now }) => {
    const claimant = { userId: patient.userId, phone: patient.customerPhone, language: locale };
    const { bookings } = await claimMember(db, claimant, body.member_id, now);
    return {
      json: { claimed: body.member_id, bookings, ...(await claimsJson(db, claimant, now)) },
    };
  },
);

/** The details kept for the patient's number in other families, theirs to claim now (18 or more). */
export const GET = withApi(async (request) => {
  const db = await getDb();
  const patient = await requirePatient(db, request);
  const claimant = { userId: patient.userId, phone: patient.customerPhone };
  return Response.json(await claimsJson(db, claimant, new Date()), { headers: PRIVATE });
});
