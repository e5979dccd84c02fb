// The shape every /api/staff/leads/<id>/... route shares: the staff guard for the leads area,
// the id from the address (404 for anything but a positive integer), one clock for the action
// and the answer, and the lead as it now stands in the answer so the page redraws from it.
import '@/lib/server-api/server-only';
import type { NextRequest } from 'next/server';
import { outOfScope, withStaffApi, type StaffContext } from '@/lib/staff';
import { leadDetail } from './detail';
import { parseLeadId } from './id';

export type LeadRouteContext = { params: Promise<{ id: string }> };

export async function leadIdOf(context: LeadRouteContext): Promise<number> {
  const id = parseLeadId((await context.params).id);
  if (id === null) throw outOfScope();
  return id;
}

type Action = (
  request: NextRequest,
  staff: StaffContext,
  leadId: number,
  now: Date,
) => Promise<Record<string, unknown> | void>;

/** A POST on one lead: runs `act`, then answers `{ ...what act returned, lead }`. */
export function leadAction(act: Action) {
  return withStaffApi('leads', async (request, staff, context: LeadRouteContext) => {
    const leadId = await leadIdOf(context);
    const now = new Date();
    const extra = await act(request, staff, leadId, now);
    const lead = await leadDetail(staff.db, staff.viewer.id, leadId, now);
    return Response.json({ ...extra, lead });
  });
}
