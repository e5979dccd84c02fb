import { claimBody, claimMember, familyAction } from '@/lib/family';
import { methodNotAllowed } from '@/lib/server-api/errors';

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
    return { json: { claimed: body.member_id, bookings } };
  },
);

export const GET = methodNotAllowed('POST');
