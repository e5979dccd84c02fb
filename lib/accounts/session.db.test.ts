import { eq } from 'drizzle-orm';
import { NextRequest } from 'next/server';
import { sessions, users } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import {
  ANONYMOUS,
  createSession,
  endSession,
  hashSessionToken,
  newSessionToken,
  SESSION_COOKIE,
  sessionPolicy,
  sessionTokenFromRequest,
  viewerFromToken,
} from './session';

let t: TestDb;
let userId: number;
const NOW = new Date('2026-11-21T10:00:00Z');
const LIVE = 'liveTokenliveTokenlive';
const EXPIRED = 'expiredTokenexpiredTok';
const ENDED = 'endedTokenendedTokenen';
const IDLE = 'idleTokenidleTokenidle';
const POLICY = sessionPolicy({ SESSION_IDLE_DAYS: 7, SESSION_ABSOLUTE_DAYS: 30 });
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

beforeAll(async () => {
  t = await createTestDb();
  const [user] = await t.db.insert(users).values({ phone: '9876500000' }).returning();
  userId = user!.id;
  const row = (token: string, expiresAt: Date, lastSeenAt = NOW, endedAt: Date | null = null) => ({
    tokenHash: hashSessionToken(token),
    userId,
    lastSeenAt,
    expiresAt,
    endedAt,
  });
  await t.db
    .insert(sessions)
    .values([
      row(LIVE, new Date('2026-11-21T11:00:00Z')),
      row(EXPIRED, new Date('2026-11-21T09:59:59Z')),
      row(ENDED, new Date('2026-11-21T11:00:00Z'), NOW, new Date('2026-11-21T09:00:00Z')),
      row(IDLE, at(20), at(-7)),
    ]);
});
afterAll(async () => {
  await t?.close();
});

it('knows the patient of a live session', async () => {
  expect(await viewerFromToken(t.db, LIVE, NOW)).toMatchObject({
    isLoggedIn: true,
    customerPhone: '9876500000',
  });
});

it.each([
  ['an expired session', EXPIRED],
  ['an ended session', ENDED],
  ['a session idle for 7 days', IDLE],
  ['an unknown token', 'unknownTokenunknownTok'],
  ['a malformed token', "x' or 1=1 --"],
  ['no token', undefined],
])('treats %s as anonymous', async (_what, token) => {
  expect(await viewerFromToken(t.db, token, NOW, POLICY)).toEqual(ANONYMOUS);
});

it('a new session lasts while used within the idle time, and ends at the absolute expiry', async () => {
  const { token, expiresAt } = await createSession(t.db, userId, NOW, POLICY);
  expect(expiresAt).toEqual(at(30));
  // Used every 6 days: each use moves the idle deadline on.
  for (const day of [6, 12, 18, 24, 29.9]) {
    expect((await viewerFromToken(t.db, token, at(day), POLICY)).isLoggedIn).toBe(true);
  }
  expect((await viewerFromToken(t.db, token, at(30), POLICY)).isLoggedIn).toBe(false);

  const quiet = await createSession(t.db, userId, NOW, POLICY);
  expect((await viewerFromToken(t.db, quiet.token, at(6.9), POLICY)).isLoggedIn).toBe(true);
  expect((await viewerFromToken(t.db, quiet.token, at(13.95), POLICY)).isLoggedIn).toBe(false);
});

it('logout ends the session on the server', async () => {
  const { token } = await createSession(t.db, userId, NOW, POLICY);
  await endSession(t.db, token, at(0.1));
  expect(await viewerFromToken(t.db, token, at(0.2), POLICY)).toEqual(ANONYMOUS);
  const [row] = await t.db
    .select()
    .from(sessions)
    .where(eq(sessions.tokenHash, hashSessionToken(token)));
  expect(row?.endedAt).toEqual(at(0.1));
});

it('tokens are 128 random bits, and only their hash is stored', async () => {
  const tokens = Array.from({ length: 1000 }, newSessionToken);
  expect(tokens.every((x) => /^[A-Za-z0-9_-]{22}$/.test(x))).toBe(true);
  expect(Buffer.from(tokens[0]!, 'base64url')).toHaveLength(16);
  expect(new Set(tokens).size).toBe(1000);
  const { token } = await createSession(t.db, userId, NOW, POLICY);
  const rows = await t.db.select().from(sessions);
  expect(JSON.stringify(rows)).not.toContain(token);
  expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
});

it('reads the session cookie among others', () => {
  const request = new NextRequest('http://x/', {
    headers: { cookie: `a=1; ${SESSION_COOKIE}=${LIVE}; b=2` },
  });
  expect(sessionTokenFromRequest(request)).toBe(LIVE);
  expect(sessionTokenFromRequest(new NextRequest('http://x/'))).toBeUndefined();
});

it('moves last-seen on in the same read, at most once a minute', async () => {
  const { token } = await createSession(t.db, userId, NOW, POLICY);
  const lastSeen = async () =>
    (
      await t.db
        .select({ at: sessions.lastSeenAt })
        .from(sessions)
        .where(eq(sessions.tokenHash, hashSessionToken(token)))
    )[0]!.at;
  const later = (ms: number) => new Date(NOW.getTime() + ms);
  expect((await viewerFromToken(t.db, token, later(30_000), POLICY)).isLoggedIn).toBe(true);
  expect(await lastSeen()).toEqual(NOW);
  expect((await viewerFromToken(t.db, token, later(90_000), POLICY)).isLoggedIn).toBe(true);
  expect(await lastSeen()).toEqual(later(90_000));
  // An unknown token touches nothing.
  expect(await viewerFromToken(t.db, 'unknownTokenunknownTok', later(200_000), POLICY)).toEqual(
    ANONYMOUS,
  );
  expect(await lastSeen()).toEqual(later(90_000));
});
