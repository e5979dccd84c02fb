import { NextResponse, type NextRequest } from 'next/server';
import { clientIp } from '@/lib/server-api/client-ip';
import { HttpError, methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { MAX_JSON_BODY_BYTES, parseJsonBody } from '@/lib/server-api/validation';
import {
  staffLoginBody,
  staffLoginForm,
  type StaffLoginAnswer,
  type StaffLoginFormError,
} from '@/lib/staff/client';
import {
  STAFF_ENROL_PATH,
  STAFF_LOGIN_PATH,
  STAFF_NO_STORE,
  staffPlatform,
  staffLogin,
  type LoginInput,
  staffNextPath,
  appendStaffCookies,
} from '@/lib/staff';
import { enforce, getLimiters } from '@/lib/ratelimit';

export const dynamic = 'force-dynamic';

async function logIn(request: NextRequest, read: () => Promise<LoginInput>) {
  const { auth, db, handle, config } = await staffPlatform();
  const ip = clientIp(request, config.TRUSTED_PROXY_COUNT);
  await enforce(getLimiters(handle).staffLoginPerIp, ip);
  return staffLogin(
    auth,
    db,
    await read(),
    { headers: request.headers, ip },
    {
      freeFailures: config.STAFF_LOGIN_FREE_FAILURES,
      maxDelayMinutes: config.STAFF_LOGIN_MAX_DELAY_MINUTES,
    },
  );
}

const FORM_ERRORS = new Set<string>([
  'invalid_login',
  'login_slowed',
  'code_slowed',
  'account_disabled',
  'rate_limited',
] satisfies StaffLoginFormError[]);

/** Where the form goes next: a page, with an error code at most; never the email or password. */
function seeOther(request: NextRequest, path: string, query: Record<string, string> = {}) {
  const url = new URL(path, request.nextUrl.origin);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return new NextResponse(null, {
    status: 303,
    headers: { ...STAFF_NO_STORE, Location: `${url.pathname}${url.search}` },
  });
}

/**
 * The login form posted before (or without) its script: the same login, answered with a
 * redirect to the next page, to the code step, or back to the form with an error code.
 */
async function formLogin(request: NextRequest): Promise<Response> {
  const declared = Number(request.headers.get('content-length'));
  const fields =
    Number.isFinite(declared) && declared > 0 && declared <= MAX_JSON_BODY_BYTES
      ? new URLSearchParams(await request.text())
      : new URLSearchParams();
  const raw = Object.fromEntries(
    [...new Set(fields.keys())].map((key) => [key, fields.get(key) ?? '']),
  );
  const next = staffNextPath(typeof raw.next === 'string' ? raw.next : undefined);
  const parsed = staffLoginForm.safeParse(raw);
  const back = (error: string, codeStep: boolean) =>
    seeOther(request, STAFF_LOGIN_PATH, {
      error,
      ...(codeStep ? { step: 'code' } : {}),
      ...(next !== '/ops/' ? { next } : {}),
    });
  if (!parsed.success) return back('invalid_form', false);
  const { email, password, code } = parsed.data;
  const input: LoginInput = { email, password, ...(code ? { code } : {}) };
  try {
    const result = await logIn(request, async () => input);
    if (result.status === 'code_required') {
      return seeOther(request, STAFF_LOGIN_PATH, {
        step: 'code',
        ...(next !== '/ops/' ? { next } : {}),
      });
    }
    const response = seeOther(request, result.status === 'enrol' ? STAFF_ENROL_PATH : next);
    appendStaffCookies(response, result.setCookies);
    return response;
  } catch (error) {
    if (!(error instanceof HttpError) || !FORM_ERRORS.has(error.subCode)) throw error;
    return back(error.subCode, error.subCode === 'login_slowed' || input.code !== undefined);
  }
}

export const POST = withApi(async (request) => {
  const type = request.headers.get('content-type') ?? '';
  if (/^application\/x-www-form-urlencoded\s*(;|$)/i.test(type)) return formLogin(request);
  const result = await logIn(request, () => parseJsonBody(request, staffLoginBody));
  const answer: StaffLoginAnswer = { status: result.status };
  const response = NextResponse.json(answer, { headers: STAFF_NO_STORE });
  if (result.status !== 'code_required') {
    appendStaffCookies(response, result.setCookies);
  }
  return response;
});

export const GET = methodNotAllowed('POST');
