import { createHash } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { sessions, users } from '@/lib/db/schema';

/** `__Host-` binds the cookie to this host over HTTPS; plain HTTP in development cannot use it. */
export const SESSION_COOKIE = process.env.NODE_ENV === 'production' ? '__Host-session' : 'session';

/** Sessions are stored by the hash of their token, so a leaked table holds no usable cookie. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface Viewer {
  isLoggedIn: boolean;
  customerPhone: string | null;
  userId: number | null;
}

export const ANONYMOUS: Viewer = { isLoggedIn: false, customerPhone: null, userId: null };

/** Who sent the request: the patient of a live session, or anonymous. */
export async function viewerFromToken(
  db: Db,
  token: string | undefined,
  now: Date = new Date(),
): Promise<Viewer> {
  // Tokens are 128-bit random values in base64url (22 characters); anything else is not one.
  if (!token || !/^[A-Za-z0-9_-]{16,64}$/.test(token)) return ANONYMOUS;
  const [row] = await db
    .select({ userId: users.id, phone: users.phone })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, hashSessionToken(token)),
        isNull(sessions.endedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ? { isLoggedIn: true, customerPhone: row.phone, userId: row.userId } : ANONYMOUS;
}

/** The session cookie's value in a Cookie header. */
export function sessionTokenFromRequest(request: Request): string | undefined {
  const header = request.headers.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === SESSION_COOKIE) return part.slice(eq + 1).trim();
  }
  return undefined;
}
