import type { NextRequest } from 'next/server';
import { openReportLink, reportLinkState, reportOpenForm, reportPagePath } from '@/lib/booking';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { enforce, getLimiters } from '@/lib/ratelimit';
import { clientIp } from '@/lib/server-api/client-ip';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { seeOther } from '@/lib/server-api/responses';
import { parseFormBody } from '@/lib/server-api/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

/** The code form holds three short fields. */
const FORM_BYTES = 1024;

/**
 * The link page's code form: the code sent to the booking's number opens the report in this
 * browser (a cookie for this link, half an hour), recorded; a wrong code goes back to the page
 * with the tries left. A plain form post, answered 303 to the page either way.
 */
export const POST = withApi(async (request: NextRequest, { params }: Context) => {
  const { token } = await params;
  const handle = await getDbHandle();
  await enforce(getLimiters(handle).otpVerifyPerIp, clientIp(request, env().TRUSTED_PROXY_COUNT));
  const form = await parseFormBody(request, reportOpenForm, FORM_BYTES);
  const now = new Date();
  const found = await reportLinkState(handle.primary, token, now);
  if (found.state !== 'valid') {
    logger.info({ outcome: found.state }, 'report link refused');
    return seeOther(reportPagePath(form.locale, token));
  }
  const opened = await openReportLink(handle.primary, found.link, form.request_id, form.code, now);
  if (!opened.ok) {
    const note =
      opened.why === 'wrong'
        ? { request: form.request_id, error: 'wrong' as const, left: opened.attemptsLeft }
        : { error: 'dead' as const };
    return seeOther(reportPagePath(form.locale, token, note));
  }
  const response = seeOther(reportPagePath(form.locale, token));
  response.cookies.set(opened.cookie);
  return response;
});

export const GET = methodNotAllowed('POST');
