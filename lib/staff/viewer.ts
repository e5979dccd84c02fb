// Who is asking, for every staff page and route: better-auth's session, checked against what
// better-auth leaves to us (the absolute age, the ban, the organisation and centre scope).
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { centres } from '@/lib/db/schema';
import { staffCentres, staffSessions } from '@/lib/db/staff-schema';
import type { StaffAuth } from './auth';
import type { StaffRole } from './roles';

export interface StaffViewer {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** The partner organisation of a centre_staff member; null for the other roles. */
  organisationId: number | null;
  /** The centres a centre_staff member may see; null: every centre. */
  centreIds: number[] | null;
  /** False until the member has enrolled the second factor: only enrolment is open then. */
  enrolled: boolean;
  /** The password is an admin's one-time one: only replacing it (and enrolment) is open. */
  passwordChangeRequired?: boolean;
  sessionId: string;
  /** The client address, for the audit trail. */
  ip: string;
}

export interface ResolvedViewer {
  viewer: StaffViewer | null;
  /** better-auth's refreshed session cookie, to pass on with the answer. */
  setCookies: string[];
}

/**
 * Only the cookie goes to better-auth: the Origin was checked by withApi, and the address is
 * ours (lib/server-api/client-ip) rather than one better-auth would read from the headers.
 */
export function authHeaders(source: Headers, ip: string): Headers {
  const headers = new Headers();
  const cookie = source.get('cookie');
  if (cookie) headers.set('cookie', cookie);
  const agent = source.get('user-agent');
  if (agent) headers.set('user-agent', agent.slice(0, 300));
  headers.set('x-forwarded-for', ip);
  return headers;
}

async function scopeOf(db: Db, userId: string, organisationId: number): Promise<number[]> {
  const listed = await db
    .select({ id: staffCentres.centreId })
    .from(staffCentres)
    .innerJoin(centres, eq(centres.id, staffCentres.centreId))
    .where(eq(staffCentres.userId, userId));
  if (listed.length > 0) return listed.map((c) => c.id);
  // None listed: every centre of the organisation, including ones opened later.
  const all = await db
    .select({ id: centres.id })
    .from(centres)
    .where(eq(centres.organisationId, organisationId));
  return all.map((c) => c.id);
}

export async function resolveViewer(
  auth: StaffAuth,
  db: Db,
  request: { headers: Headers; ip: string },
  maxHours: number,
  now: Date = new Date(),
): Promise<ResolvedViewer> {
  const none = { viewer: null, setCookies: [] };
  if (!request.headers.get('cookie')?.includes('staff.session_token')) return none;
  const { headers, response: session } = await auth.api.getSession({
    headers: authHeaders(request.headers, request.ip),
    query: { disableCookieCache: true },
    returnHeaders: true,
  });
  if (!session) return none;
  // better-auth read the user afresh (no cookie cache): its role, ban and second factor are
  // current, and the organisation is one of its additional fields.
  const row = session.user;
  if (row.banned) return none;
  const age = now.getTime() - new Date(session.session.createdAt).getTime();
  if (age > maxHours * 3_600_000) {
    await db.delete(staffSessions).where(eq(staffSessions.id, session.session.id));
    return none;
  }
  const role = row.role as StaffRole;
  const centreIds =
    role === 'centre_staff' && row.organisationId != null
      ? await scopeOf(db, session.user.id, row.organisationId)
      : null;
  return {
    viewer: {
      id: session.user.id,
      email: session.user.email,
      name: session.user.name,
      role,
      organisationId: row.organisationId ?? null,
      centreIds,
      enrolled: row.twoFactorEnabled === true,
      passwordChangeRequired: row.passwordChangeRequired === true,
      sessionId: session.session.id,
      ip: request.ip,
    },
    setCookies: headers.getSetCookie(),
  };
}
