import type { NextRequest } from 'next/server';
import { loggedRefusal, sendCodeFor } from '@/lib/accounts';
import {
  recordCodeSent,
  reportCodeForm,
  reportLinkState,
  reportPagePath,
  type ReportPageNote,
} from '@/lib/booking';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { enforce, getLimiters } from '@/lib/ratelimit';
import { clientIp } from '@/lib/server-api/client-ip';
import { HttpError, methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { seeOther } from '@/lib/server-api/responses';
import { parseFormBody } from '@/lib/server-api/validation';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ token: string }> };

/** The 'Send code' form holds one field; anything far above it is not the form. */
const FORM_BYTES = 1024;

/**
 * The link page's 'Send code' (a plain form post, so it works before any script): a one-time
 * code to the booking's number, within the login's limits, recorded against the link; then
 * back to the page (303) to enter it. A link that does not work goes back to say so.
 */
export const POST = withApi(async (request: NextRequest, { params }: Context) => {
  const { token } = await params;
  const { locale } = await parseFormBody(request, reportCodeForm, FORM_BYTES);
  const handle = await getDbHandle();
  const found = await reportLinkState(handle.primary, token, new Date());
  if (found.state !== 'valid') {
    logger.info({ outcome: found.state }, 'report link code refused');
    return seeOther(reportPagePath(locale, token));
  }
  const { link } = found;
  const limits = getLimiters(handle);
  const ip = clientIp(request, env().TRUSTED_PROXY_COUNT);
  let note: ReportPageNote;
  try {
    await loggedRefusal(enforce(limits.otpSendPerIp, ip), { limit: 'ip', link_id: link.id });
    const sent = await sendCodeFor(request, link.phone, ip, locale);
    await recordCodeSent(handle.primary, link, sent.codeSent);
    note = { request: sent.requestId, ...(!sent.codeSent && { sent: 'no' as const }) };
  } catch (error) {
    // Too many codes: the page says to wait, rather than a bare error to a form.
    if (!(error instanceof HttpError) || error.status !== 429) throw error;
    note = { error: 'wait' };
  }
  return seeOther(reportPagePath(locale, token, note));
});

export const GET = methodNotAllowed('POST');
