import '@/lib/server-api/server-only';
import { cookies } from 'next/headers';
import { sessionCookieName } from '@/lib/cookies/policy';
import { HttpError } from '@/lib/server-api/errors';
import { getDb } from '@/lib/db';
import type { Db } from '@/lib/db/connect';
import { env } from '@/lib/env';
import {
  ANONYMOUS,
  sessionPolicy,
  sessionTokenFromRequest,
  viewerFromToken,
  type SessionPolicy,
  type Viewer,
} from './session';
import type { ApiRequest } from '@/lib/server-api/api-request';

/** The session lifetimes the environment sets. */
export function currentSessionPolicy(): SessionPolicy {
  return sessionPolicy(env());
}

/** Who sent an API request. */
export function requestViewer(db: Db, request: Pick<ApiRequest, 'cookies'>): Promise<Viewer> {
  return viewerFromToken(db, sessionTokenFromRequest(request), new Date(), currentSessionPolicy());
}

export type Patient = Viewer & { isLoggedIn: true; customerPhone: string; userId: number };

/** The logged-in patient who sent an API request, or 401 in the shared error shape. */
export async function requirePatient(
  db: Db,
  request: Pick<ApiRequest, 'cookies'>,
): Promise<Patient> {
  return asPatient(await requestViewer(db, request));
}

/** A viewer who must be a logged-in patient: 401 in the shared error shape if not. */
export function asPatient(viewer: Viewer): Patient {
  if (!viewer.isLoggedIn) {
    throw new HttpError(
      401,
      'login_required',
      'Please log in with the code sent to your mobile number.',
    );
  }
  return viewer as Patient;
}

/** Who is viewing a page (server components; reading the cookie makes the page dynamic). */
export async function pageViewer(): Promise<Viewer> {
  const token = (await cookies()).get(sessionCookieName())?.value;
  if (!token) return ANONYMOUS;
  return viewerFromToken(await getDb(), token, new Date(), currentSessionPolicy());
}
