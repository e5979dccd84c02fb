import { methodNotAllowed } from '@/lib/server-api/errors';
import { withStaffApi } from '@/lib/staff/guard';
import { openLead } from '@/lib/staff/leads/detail';
import { leadIdOf, type LeadRouteContext } from '@/lib/staff/leads/handlers';

export const dynamic = 'force-dynamic';

/** One lead, its number masked, with its history: audited as lead.viewed. */
export const GET = withStaffApi(
  'leads',
  async (_request, { viewer, db }, context: LeadRouteContext) =>
    Response.json({ lead: await openLead(db, viewer, await leadIdOf(context)) }),
);

export const POST = methodNotAllowed('GET');
