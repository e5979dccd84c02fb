import type { NextRequest } from 'next/server';
import { isOpened, reportLinkState, reportOfLink, reportOpenCookieName } from '@/lib/booking';
import { getDbHandle } from '@/lib/db';
import { logger } from '@/lib/log';
import { HttpError, methodNotAllowed, notFoundError } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

/**
 * A report link's report, to the browser that entered the code sent to the booking's number
 * (its cookie for this link, within its minutes) while the link works, never cached, each
 * download written to the audit trail first. The link and the cookie are checked again here.
 */
export const GET = withApi(async (request: NextRequest, { params }: Context) => {
  const { token } = await params;
  const db = (await getDbHandle()).primary;
  const now = new Date();
  const found = await reportLinkState(db, token, now);
  if (found.state === 'invalid') {
    throw notFoundError('The report link', 'report_link_not_found');
  }
  if (found.state === 'expired') {
    throw new HttpError(410, 'report_link_expired', 'This report link has expired.');
  }
  const { link } = found;
  if (!(await isOpened(link, request.cookies.get(reportOpenCookieName(link.id))?.value, now))) {
    logger.info({ link_id: link.id, outcome: 'not_opened' }, 'report link download refused');
    throw new HttpError(
      401,
      'report_link_not_opened',
      'Enter the code sent to the booking’s number on the link’s page first.',
    );
  }
  const report = await reportOfLink(db, link);
  if (!report) throw notFoundError('The report', 'report_not_found');
  return new Response(new Uint8Array(report.content), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(report.size),
      'Content-Disposition': `attachment; filename="${link.reference}-report.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
      'X-Robots-Tag': 'noindex',
    },
  });
});

export const POST = methodNotAllowed('GET');
