import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseJsonBody } from '@/lib/server-api/validation';
import { withStaffApi } from '@/lib/staff';
import { giveReportNewTime, reportTimeBody } from '@/lib/centre-console';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

/**
 * The centre gives a new time for one of its bookings' reports: 400 for a time past or more
 * than 7 days ahead, 409 when the booking is not waiting for its report.
 */
export const POST = withStaffApi(
  'partner',
  async (request, { viewer, db }, { params }: Context) => {
    const body = await parseJsonBody(request, reportTimeBody);
    const report = await giveReportNewTime(db, viewer, (await params).reference, body);
    return Response.json({ report });
  },
);

export const GET = methodNotAllowed('POST');
