import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseQuery } from '@/lib/server-api/validation';
import { withStaffApi } from '@/lib/staff';
import { leadViewQuery, openLead, leadIdOf, type LeadRouteContext } from '@/lib/lead-queue';

export const dynamic = 'force-dynamic';

/** One lead, its number masked, with its history: audited as lead.viewed. */
export const GET = withStaffApi(
  'leads',
  async (request, { viewer, db }, context: LeadRouteContext) => {
    const leadId = await leadIdOf(context);
    const { refresh } = parseQuery(request, leadViewQuery);
    return Response.json({
      lead: await openLead(db, viewer, leadId, new Date(), { refresh: refresh === '1' }),
    });
  },
);

export const POST = methodNotAllowed('GET');
