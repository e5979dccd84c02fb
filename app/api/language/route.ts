import { NextResponse, type NextRequest } from 'next/server';
import { env } from '@/lib/env';
import { cookieOptions } from '@/lib/cookies/policy';
import { languageDestination, languageForm } from '@/lib/i18n/language-switch';
import { LANGUAGE_COOKIE } from '@/lib/i18n/locales';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { parseFormBody } from '@/lib/server-api/validation';

export const dynamic = 'force-dynamic';

/** The switch's form: a language and a page's address, well under this. */
const LANGUAGE_FORM_BYTES = 8 * 1024;

/**
 * The page the form came from when its script did not fill `next` (no JavaScript): the
 * Referer, when it is this site's (Referrer-Policy sends the full address on the same origin).
 */
function refererPage(request: NextRequest): string | null {
  const referer = request.headers.get('referer');
  if (!referer) return null;
  try {
    const url = new URL(referer);
    const own =
      url.origin === new URL(env().SITE_URL).origin ||
      url.origin === new URL(request.url).origin ||
      url.host === request.headers.get('host');
    return own ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

/**
 * The header's language switch (a plain form, so it works without JavaScript): keeps the
 * chosen language in a cookie for a year and answers 303 to the same page in that language,
 * its query string (a campaign's utm_*) and hash kept. The cookie only remembers the choice:
 * no page redirects by it or by Accept-Language, so crawlers reach every language.
 */
export const POST = withApi(async (request: NextRequest) => {
  const { to, next } = await parseFormBody(request, languageForm, LANGUAGE_FORM_BYTES);
  const location = languageDestination(to, next || refererPage(request));
  const response = new NextResponse(null, {
    status: 303,
    headers: { Location: location, 'Cache-Control': 'private, no-store' },
  });
  response.cookies.set(LANGUAGE_COOKIE, to, cookieOptions(LANGUAGE_COOKIE));
  return response;
});

export const GET = methodNotAllowed('POST');
