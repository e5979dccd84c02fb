import { readReportBody } from '@/lib/booking';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withStaffApi } from '@/lib/staff';
import { uploadReport } from '@/lib/centre-console';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

/**
 * The centre uploads the report PDF as the request's body: a PDF by its bytes (415 otherwise),
 * at most 10 MB (413, read no further), its booking moved to 'report ready'.
 */
export const POST = withStaffApi(
  'partner',
  async (request, { viewer, db }, { params }: Context) => {
    const bytes = await readReportBody(request);
    const report = await uploadReport(db, viewer, (await params).reference, bytes);
    return Response.json({ report });
  },
);

export const GET = methodNotAllowed('POST');
