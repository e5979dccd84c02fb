import { campaignReport, rangeOf, reportCsv, reportQuery } from '@/lib/campaigns';
import { indiaDate } from '@/lib/locale/india';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseQuery } from '@/lib/server-api/validation';
import { withStaffApi } from '@/lib/staff';

export const dynamic = 'force-dynamic';

/** The campaign report as CSV: the same rows as the page, counts and sums only. */
export const GET = withStaffApi('campaigns', async (request, { db }) => {
  const query = parseQuery(request, reportQuery);
  const range = rangeOf(query, indiaDate(new Date()));
  const rows = await campaignReport(db, range, query.sort ?? 'bookings', query.dir !== 'asc');
  return new Response(reportCsv(rows), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="campaigns-${range.from}-to-${range.to}.csv"`,
    },
  });
});

export const POST = methodNotAllowed('GET');
