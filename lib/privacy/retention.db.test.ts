import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { knownBrowsers, leads, otpCodes, sessions, smsOutbox, users } from '@/lib/db/schema';
import { staffLoginThrottle } from '@/lib/db/staff-schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { parseEnv } from '@/lib/env/schema';
import { runRetention } from './retention';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.close();
});

const NOW = new Date('2026-11-23T04:30:00Z');
const daysAgo = (days: number, minutes = 0) =>
  new Date(NOW.getTime() - days * 86_400_000 + minutes * 60_000);

it('removes exactly what is past its period, with the default periods (injected clock)', async () => {
  // Leads: by their last request or outcome; one a minute either side of 90 days.
  await t.db.insert(leads).values([
    { phone: '9800000001', source: '/', createdAt: daysAgo(120), updatedAt: daysAgo(90, -1) },
    { phone: '9800000002', source: '/', createdAt: daysAgo(120), updatedAt: daysAgo(90, 1) },
    { phone: '9800000003', source: '/', createdAt: daysAgo(1), updatedAt: daysAgo(1) },
  ]);
  const code = (phone: string, at: Date) => ({
    phone,
    requestId: randomUUID(),
    codeHash: 'x',
    createdAt: at,
    expiresAt: new Date(at.getTime() + 600_000),
  });
  await t.db
    .insert(otpCodes)
    .values([code('9800000001', daysAgo(7, -1)), code('9800000002', daysAgo(7, 1))]);
  await t.db.insert(smsOutbox).values([
    { phone: '9800000001', body: 'old', createdAt: daysAgo(7, -1) },
    { phone: '9800000002', body: 'new', createdAt: daysAgo(7, 1) },
  ]);
  const [user] = await t.db.insert(users).values({ phone: '9800000001' }).returning();
  const session = (hash: string, extra: Partial<typeof sessions.$inferInsert>) => ({
    tokenHash: hash,
    userId: user!.id,
    createdAt: daysAgo(3),
    lastSeenAt: daysAgo(1),
    expiresAt: daysAgo(-20),
    ...extra,
  });
  await t.db
    .insert(sessions)
    .values([
      session('live', {}),
      session('expired', { expiresAt: daysAgo(0, -1) }),
      session('ended', { endedAt: daysAgo(1) }),
      session('idle', { lastSeenAt: daysAgo(7, -1) }),
    ]);
  await t.db.insert(knownBrowsers).values([
    { tokenHash: 'gone', phone: '9800000001', expiresAt: daysAgo(0, -1) },
    { tokenHash: 'kept', phone: '9800000001', expiresAt: daysAgo(-100) },
  ]);
  // Staff addresses' failed logins: forgotten a day after the last one, unless a wait still runs.
  const failures = (email: string, updatedAt: Date, blocked?: Date, codeBlocked?: Date) => ({
    email,
    failures: 6,
    codeFailures: codeBlocked ? 6 : 0,
    updatedAt,
    blockedUntil: blocked ?? null,
    codeBlockedUntil: codeBlocked ?? null,
  });
  await t.db
    .insert(staffLoginThrottle)
    .values([
      failures('old@example.in', daysAgo(1, -1), daysAgo(1, -2)),
      failures('recent@example.in', daysAgo(1, 1), daysAgo(1)),
      failures('waiting@example.in', daysAgo(1, -1), daysAgo(-1)),
      failures('code-waiting@example.in', daysAgo(1, -1), daysAgo(1, -2), daysAgo(0, 5)),
    ]);

  const periods = parseEnv({});
  expect(await runRetention(t.db, periods, NOW)).toEqual({
    leads: 1,
    codes: 1,
    messages: 1,
    sessions: 3,
    browsers: 1,
    reports: 0,
    loginFailures: 1,
  });
  expect((await t.db.select().from(leads).orderBy(asc(leads.id))).map((l) => l.phone)).toEqual([
    '9800000002',
    '9800000003',
  ]);
  expect((await t.db.select().from(otpCodes)).map((c) => c.phone)).toEqual(['9800000002']);
  expect((await t.db.select().from(smsOutbox)).map((m) => m.body)).toEqual(['new']);
  expect((await t.db.select().from(sessions)).map((s) => s.tokenHash)).toEqual(['live']);
  expect((await t.db.select().from(knownBrowsers)).map((k) => k.tokenHash)).toEqual(['kept']);
  expect(
    (await t.db.select().from(staffLoginThrottle).orderBy(asc(staffLoginThrottle.email))).map(
      (r) => r.email,
    ),
  ).toEqual(['code-waiting@example.in', 'recent@example.in', 'waiting@example.in']);
  // A second run finds nothing more; shorter periods from the variables remove more.
  expect(await runRetention(t.db, periods, NOW)).toEqual({
    leads: 0,
    codes: 0,
    messages: 0,
    sessions: 0,
    browsers: 0,
    reports: 0,
    loginFailures: 0,
  });
  const short = parseEnv({ LEAD_RETENTION_DAYS: '30' });
  expect((await runRetention(t.db, short, NOW))?.leads).toBe(1);
});
