import { sessions, users } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import {
  ANONYMOUS,
  hashSessionToken,
  SESSION_COOKIE,
  sessionTokenFromRequest,
  viewerFromToken,
} from './session';

let t: TestDb;
const NOW = new Date('2026-11-21T10:00:00Z');
const LIVE = 'liveTokenliveTokenlive';
const EXPIRED = 'expiredTokenexpiredTok';
const ENDED = 'endedTokenendedTokenen';

beforeAll(async () => {
  t = await createTestDb();
  const [user] = await t.db.insert(users).values({ phone: '9876500000' }).returning();
  const row = (token: string, expiresAt: Date, endedAt: Date | null = null) => ({
    tokenHash: hashSessionToken(token),
    userId: user!.id,
    expiresAt,
    endedAt,
  });
  await t.db
    .insert(sessions)
    .values([
      row(LIVE, new Date('2026-11-21T11:00:00Z')),
      row(EXPIRED, new Date('2026-11-21T09:59:59Z')),
      row(ENDED, new Date('2026-11-21T11:00:00Z'), new Date('2026-11-21T09:00:00Z')),
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
  ['an unknown token', 'unknownTokenunknownTok'],
  ['a malformed token', "x' or 1=1 --"],
  ['no token', undefined],
])('treats %s as anonymous', async (_what, token) => {
  expect(await viewerFromToken(t.db, token, NOW)).toEqual(ANONYMOUS);
});

it('stores only the hash of a token', () => {
  expect(hashSessionToken(LIVE)).toMatch(/^[0-9a-f]{64}$/);
  expect(hashSessionToken(LIVE)).not.toContain(LIVE);
});

it('reads the session cookie among others', () => {
  const request = new Request('http://x/', {
    headers: { cookie: `a=1; ${SESSION_COOKIE}=${LIVE}; b=2` },
  });
  expect(sessionTokenFromRequest(request)).toBe(LIVE);
  expect(sessionTokenFromRequest(new Request('http://x/'))).toBeUndefined();
});
