import { methodNotAllowed } from '@/lib/server-api/errors';
import { withStaffApi } from '@/lib/staff';
import { leadFamily, leadIdOf, type LeadRouteContext } from '@/lib/lead-queue';

export const dynamic = 'force-dynamic';

/**
 * The family members of the account holding the lead's number, for "Who is this test for?"
 * when booking on the caller's behalf: the booking's own area and holder check, never cached
 * (the staff guard's no-store), each answer audited as lead.family_viewed.
 */
export const GET = withStaffApi(
  'bookOnBehalf',
  async (_request, { viewer, db }, context: LeadRouteContext) => {
    const leadId = await leadIdOf(context);
    return Response.json(await leadFamily(db, viewer, leadId));
  },
);

export const POST = methodNotAllowed('GET');
