import '@/lib/server-api/server-only';
import { headers } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { getDbHandle } from '@/lib/db';
import type { Db } from '@/lib/db/connect';
import { env } from '@/lib/env';
import { clientIp } from '@/lib/server-api/client-ip';
import { HttpError } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import type { StaffAuth } from './auth';
import { appendStaffCookies } from './cookies';
import { getStaffAuth } from './instance';
import { assertOwnPassword } from './enrol';
import { AREAS, type Area } from './roles';
import { resolveViewer, type StaffViewer } from './viewer';

export const STAFF_LOGIN_PATH = '/ops/login/';
export const STAFF_ENROL_PATH = '/ops/enrol/';

/** Staff answers are about people: never stored by any cache. */
export const STAFF_NO_STORE = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex' };

export interface StaffContext {
  viewer: StaffViewer;
  /** The primary: staff read what they (or a colleague) just wrote. */
  db: Db;
  auth: StaffAuth;
}

async function resolve(source: Headers) {
  const config = env();
  const ip = clientIp({ headers: source } as Request, config.TRUSTED_PROXY_COUNT);
  const [auth, handle] = await Promise.all([getStaffAuth(), getDbHandle()]);
  const resolved = await resolveViewer(
    auth,
    handle.primary,
    { headers: source, ip },
    config.STAFF_SESSION_MAX_HOURS,
  );
  return { ...resolved, auth, db: handle.primary, ip };
}

export const loginRequired = () =>
  new HttpError(401, 'staff_login_required', 'Please log in to the staff side.');

/** 404, not 403: a record or area outside one's scope is not admitted to exist. */
export const outOfScope = () => new HttpError(404, 'not_found', 'That was not found.');

type StaffHandler<C> = (request: NextRequest, staff: StaffContext, context: C) => Promise<Response>;

/**
 * A staff route: the session checked, the role admitted to the area (else 404), the member's
 * own password chosen and the second factor enrolled (else 403, except on the 'enrolment'
 * routes that do those), the answer marked no-store, and better-auth's refreshed session
 * cookie passed on.
 */
export function withStaffApi<C>(
  area: Area | 'enrolment' | 'any',
  handler: StaffHandler<C>,
): (request: NextRequest, context: C) => Promise<Response> {
  return withApi(async (request, context: C) => {
    const { viewer, setCookies, auth, db } = await resolve(request.headers);
    if (!viewer) throw loginRequired();
    if (area !== 'enrolment') assertOwnPassword(viewer);
    if (area !== 'enrolment' && !viewer.enrolled) {
      throw new HttpError(403, 'second_factor_required', 'Set up your authenticator app first.');
    }
    if (
      area !== 'enrolment' &&
      area !== 'any' &&
      !(AREAS[area] as readonly string[]).includes(viewer.role)
    ) {
      throw outOfScope();
    }
    const response = await handler(request, { viewer, db, auth }, context);
    for (const [key, value] of Object.entries(STAFF_NO_STORE)) response.headers.set(key, value);
    // A handler that replaced or ended the session (enrolment, logout) has the last word.
    const replaced = response.headers.getSetCookie().some((c) => c.includes('session_token'));
    if (!replaced) appendStaffCookies(response, setCookies);
    return response;
  });
}

/** The signed-in staff member of a page, or a redirect to log in or enrol, or 404. */
export async function requireStaffPage(area: Area | 'any', path: string): Promise<StaffContext> {
  const { viewer, auth, db } = await resolve(await headers());
  if (!viewer) redirect(`${STAFF_LOGIN_PATH}?next=${encodeURIComponent(path)}`);
  if (!viewer.enrolled || viewer.passwordChangeRequired) redirect(STAFF_ENROL_PATH);
  if (area !== 'any' && !(AREAS[area] as readonly string[]).includes(viewer.role)) notFound();
  return { viewer, auth, db };
}

/**
 * The member of the enrolment page: signed in with the password, their own password or the
 * second factor not yet set.
 */
export async function pendingEnrolment(): Promise<StaffContext | null> {
  const { viewer, auth, db } = await resolve(await headers());
  if (!viewer) return null;
  return { viewer, auth, db };
}

/** What route handlers that precede a session (login) need. */
export async function staffPlatform() {
  const config = env();
  const [auth, handle] = await Promise.all([getStaffAuth(), getDbHandle()]);
  return { auth, db: handle.primary, handle, config };
}
