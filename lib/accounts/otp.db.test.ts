import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { otpCodes } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { checkCode, hashCode, issueCode, MAX_ATTEMPTS, newCode } from './otp';

// Every time here comes from an injected clock: the code is asked for at T0.
const T0 = new Date('2026-11-21T10:00:00Z');
const after = (minutes: number, seconds = 0) =>
  new Date(T0.getTime() + minutes * 60_000 + seconds * 1000);
/** Another code than `code`, for wrong tries (the i-th of many distinct ones). */
const wrong = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

let t: TestDb;
let n = 0;
/** A number of its own per test, so codes of one test never replace another's. */
const phone = () => `98765${String(n++).padStart(5, '0')}`;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.close();
});

it('makes 6-digit codes from a cryptographic source, spread over all digits', () => {
  const codes = Array.from({ length: 2000 }, newCode);
  expect(codes.every((c) => /^[0-9]{6}$/.test(c))).toBe(true);
  expect(new Set(codes).size).toBeGreaterThan(1990);
  const firstDigits = new Set(codes.map((c) => c[0]));
  expect(firstDigits.size).toBe(10);
});

it('a code works at 9:59 and not at 10:01', async () => {
  const early = await issueCode(t.db, phone(), T0);
  expect(await checkCode(t.db, early.requestId, early.code, after(9, 59))).toMatchObject({
    ok: true,
  });
  const late = await issueCode(t.db, phone(), T0);
  expect(await checkCode(t.db, late.requestId, late.code, after(10, 1))).toMatchObject({
    ok: false,
    reason: 'expired',
  });
});

it('a used code fails', async () => {
  const number = phone();
  const issued = await issueCode(t.db, number, T0);
  expect(await checkCode(t.db, issued.requestId, issued.code, after(1))).toEqual({
    ok: true,
    phone: number,
  });
  expect(await checkCode(t.db, issued.requestId, issued.code, after(2))).toMatchObject({
    ok: false,
    reason: 'used',
  });
});

it('a code from one request fails on another', async () => {
  const mine = await issueCode(t.db, phone(), T0);
  const theirs = await issueCode(t.db, phone(), T0);
  // (One chance in a million that both requests drew the same code.)
  if (mine.code === theirs.code) return;
  expect(await checkCode(t.db, theirs.requestId, mine.code, after(1))).toMatchObject({
    ok: false,
    reason: 'wrong',
  });
  expect(await checkCode(t.db, randomUUID(), mine.code, after(1))).toMatchObject({
    ok: false,
    reason: 'unknown',
  });
  // Each still works on its own request.
  expect(await checkCode(t.db, mine.requestId, mine.code, after(1))).toMatchObject({ ok: true });
});

it('a new request kills the old code of the number', async () => {
  const number = phone();
  const first = await issueCode(t.db, number, T0);
  const second = await issueCode(t.db, number, after(1));
  expect(await checkCode(t.db, first.requestId, first.code, after(2))).toMatchObject({
    ok: false,
    reason: 'replaced',
  });
  expect(await checkCode(t.db, second.requestId, second.code, after(2))).toMatchObject({
    ok: true,
  });
});

it('after 5 wrong tries the right code fails', async () => {
  const issued = await issueCode(t.db, phone(), T0);
  const left = [];
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    const check = await checkCode(t.db, issued.requestId, wrong(issued.code), after(1));
    left.push(check.ok ? null : [check.reason, check.attemptsLeft]);
  }
  expect(left).toEqual([
    ['wrong', 4],
    ['wrong', 3],
    ['wrong', 2],
    ['wrong', 1],
    ['locked', 0],
  ]);
  expect(await checkCode(t.db, issued.requestId, issued.code, after(2))).toMatchObject({
    ok: false,
    reason: 'locked',
  });
});

it('four wrong tries still leave the right code working', async () => {
  const issued = await issueCode(t.db, phone(), T0);
  for (let i = 0; i < MAX_ATTEMPTS - 1; i++) {
    await checkCode(t.db, issued.requestId, wrong(issued.code), after(1));
  }
  expect(await checkCode(t.db, issued.requestId, issued.code, after(1))).toMatchObject({
    ok: true,
  });
});

it('20 guesses at once take no more than 5 tries between them', async () => {
  const issued = await issueCode(t.db, phone(), T0);
  const checks = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      checkCode(t.db, issued.requestId, wrong(issued.code, i), after(1)),
    ),
  );
  const reasons = checks.map((c) => (c.ok ? 'ok' : c.reason));
  expect(reasons.filter((r) => r === 'wrong')).toHaveLength(MAX_ATTEMPTS - 1);
  expect(reasons.filter((r) => r === 'locked')).toHaveLength(20 - (MAX_ATTEMPTS - 1));
  const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.requestId, issued.requestId));
  expect(row?.attempts).toBe(MAX_ATTEMPTS);
  expect(await checkCode(t.db, issued.requestId, issued.code, after(1))).toMatchObject({
    reason: 'locked',
  });
});

it('the right code sent twice at once logs in once', async () => {
  const issued = await issueCode(t.db, phone(), T0);
  const checks = await Promise.all(
    Array.from({ length: 5 }, () => checkCode(t.db, issued.requestId, issued.code, after(1))),
  );
  expect(checks.filter((c) => c.ok)).toHaveLength(1);
});

it('stores no code in clear: only a salted scrypt hash that differs per request', async () => {
  const issued = await issueCode(t.db, phone(), T0);
  const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.requestId, issued.requestId));
  expect(JSON.stringify(row)).not.toContain(issued.code);
  expect(row?.codeHash).toMatch(/^scrypt\$[A-Za-z0-9_-]{43}$/);
  expect(row?.codeHash).toBe(await hashCode(issued.code, issued.requestId));
  expect(await hashCode(issued.code, randomUUID())).not.toBe(row?.codeHash);
});
