import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { sessionCookieName } from '@/lib/cookies/policy';
import type { Db } from '@/lib/db/connect';
import { sessions, users } from '@/lib/db/schema';
import type { ApiRequest } from '@/lib/server-api/api-request';

// Sessions live in the database, so every app server behind the load balancer knows them.
// The cookie holds a 128-bit random token; the table holds only its hash.

// The cookie itself (name, HttpOnly, SameSite, Secure) is declared in lib/cookies/policy.

/** The session cookie's name in this process (`__Host-session` in production). */
export const SESSION_COOKIE = sessionCookieName();

/** Sessions are stored by the hash of their token, so a leaked table holds no usable cookie. */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 128 bits from the system's cryptographic source, as 22 base64url characters. */
export function newSessionToken(): string {
  return randomBytes(16).toString('base64url');
}

const DAY_MS = 86_400_000;

/** Idle: no request for this long ends a session. Absolute: it ends this long after login. */
export interface SessionPolicy {
  idleMs: number;
  absoluteMs: number;
}

export function sessionPolicy(days: {
  SESSION_IDLE_DAYS: number;
  SESSION_ABSOLUTE_DAYS: number;
}): SessionPolicy {
  return {
    idleMs: days.SESSION_IDLE_DAYS * DAY_MS,
    absoluteMs: days.SESSION_ABSOLUTE_DAYS * DAY_MS,
  };
}

export const DEFAULT_SESSION_POLICY = sessionPolicy({
  SESSION_IDLE_DAYS: 7,
  SESSION_ABSOLUTE_DAYS: 30,
});

/** Last-seen is written at most this often, so a busy patient does not write on every request. */
const TOUCH_EVERY_MS = 60_000;

export interface Viewer {
  isLoggedIn: boolean;
  customerPhone: string | null;
  userId: number | null;
}

export const ANONYMOUS: Viewer = { isLoggedIn: false, customerPhone: null, userId: null };

/** A new session for a patient who has just proved their number; its token goes in the cookie. */
export async function createSession(
  db: Db,
  userId: number,
  now: Date = new Date(),
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(now.getTime() + policy.absoluteMs);
  await db.insert(sessions).values({
    tokenHash: hashSessionToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
  });
  return { token, expiresAt };
}

/** Ends the session on the server: its cookie is worth nothing afterwards, wherever it is kept. */
export async function endSession(db: Db, token: string | undefined, now: Date = new Date()) {
  if (!token || !isTokenShaped(token)) return;
  await db
    .update(sessions)
    .set({ endedAt: now })
    .where(and(eq(sessions.tokenHash, hashSessionToken(token)), isNull(sessions.endedAt)));
}

function isTokenShaped(token: string): boolean {
  // Tokens are 128-bit random values in base64url (22 characters); anything else is not one.
  return /^[A-Za-z0-9_-]{16,64}$/.test(token);
}

/**
 * The live session of a token's hash (`live`: its user's id and phone), and its last-seen time
 * moved on when it is older than TOUCH_EVERY_MS (`touched`), as a statement's parts: every
 * request of a logged-in patient reads it, and a booking (whose form takes longer than that to
 * fill) sent the touch as a statement of its own (npm run bench). The update writes
 * only a stale row. Placeholders: tokenHash, now, idleSince, touchBefore (sessionParams).
 */
export function liveSessionParts(db: Db) {
  const live = db.$with('live').as(
    db
      .select({ userId: users.id, phone: users.phone })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          isNull(sessions.endedAt),
          gt(sessions.expiresAt, sql.placeholder('now')),
          gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        ),
      )
      .limit(1),
  );
  const touched = db.$with('touched').as(
    db
      .update(sessions)
      .set({ lastSeenAt: sql`${sql.placeholder('now')}::timestamptz` })
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          lt(sessions.lastSeenAt, sql.placeholder('touchBefore')),
          sql`exists (select 1 from ${live})`,
        ),
      )
      .returning({ tokenHash: sessions.tokenHash }),
  );
  return { live, touched };
}

/** The values of liveSessionParts' placeholders; null for a value that is no token. */
export function sessionParams(
  token: string | undefined,
  now: Date,
  policy: SessionPolicy,
): { tokenHash: string; now: Date; idleSince: Date; touchBefore: Date } | null {
  if (!token || !isTokenShaped(token)) return null;
  return {
    tokenHash: hashSessionToken(token),
    now,
    idleSince: new Date(now.getTime() - policy.idleMs),
    touchBefore: new Date(now.getTime() - TOUCH_EVERY_MS),
  };
}

function liveSessionQuery(db: Db) {
  const { live, touched } = liveSessionParts(db);
  return db
    .with(live, touched)
    .select({ userId: live.userId, phone: live.phone })
    .from(live)
    .prepare('live_session');
}
const liveSession = new WeakMap<Db, ReturnType<typeof liveSessionQuery>>();

/** Who sent the request: the patient of a live session, or anonymous. */
export async function viewerFromToken(
  db: Db,
  token: string | undefined,
  now: Date = new Date(),
  policy: SessionPolicy = DEFAULT_SESSION_POLICY,
): Promise<Viewer> {
  const params = sessionParams(token, now, policy);
  if (!params) return ANONYMOUS;
  let query = liveSession.get(db);
  if (!query) liveSession.set(db, (query = liveSessionQuery(db)));
  const [row] = await query.execute(params);
  return viewerOf(row);
}

/** The viewer of a live session's row (userId and phone both null or absent: none). */
export function viewerOf(row: { userId: number | null; phone: string | null } | undefined): Viewer {
  if (!row || row.userId === null || row.phone === null) return ANONYMOUS;
  return { isLoggedIn: true, customerPhone: row.phone, userId: row.userId };
}

/** The session cookie's value in a route handler's request. */
export function sessionTokenFromRequest(request: Pick<ApiRequest, 'cookies'>): string | undefined {
  return request.cookies.get(sessionCookieName())?.value;
}
