import { ownedBooking, readReport, recordReportDownload } from '@/lib/booking';
import { getDb } from '@/lib/db';
import { methodNotAllowed, notFoundError } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

/**
 * The report PDF, to the logged-in patient who owns the booking only (anyone else: the same
 * 404 as an unknown booking), never cached, each download written to the audit trail first.
 */
export const GET = withApi(async (request, { params }: Context) => {
  const db = await getDb();
  const details = await ownedBooking(db, request, (await params).reference, {
    sessionOnly: true,
  });
  const report = await readReport(db, details.row.id);
  if (!report) throw notFoundError('The report', 'report_not_found');
  await recordReportDownload(db, details.row, report);
  return new Response(new Uint8Array(report.content), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(report.size),
      'Content-Disposition': `attachment; filename="${details.row.reference}-report.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
});

export const POST = methodNotAllowed('GET');
