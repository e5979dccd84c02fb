import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { otpCodes } from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import type { Db } from '@/lib/db/connect';
import {
  checkCode,
  hashCode,
  MAX_ATTEMPTS,
  newCode,
  requestCode,
  REQUESTS_PER_HOUR,
  resendIntervalSeconds,
  type RequestOptions,
} from './otp';

// Every time here comes from an injected clock: the code is asked for at T0.
const T0 = new Date('2026-11-21T10:00:00Z');
const after = (minutes: number, seconds = 0) =>
  new Date(T0.getTime() + minutes * 60_000 + seconds * 1000);
/** Another code than `code`, for wrong tries (the i-th of many distinct ones). */
const wrong = (code: string, i = 0) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');

/** A request that sent an SMS, with its code. */
async function issueCode(db: Db, number: string, now: Date, options: RequestOptions = {}) {
  const request = await requestCode(db, number, { ...options, now });
  if (request.kind !== 'sent') throw new Error(`expected an SMS, got ${request.kind}`);
  return request;
}

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

it("a code of one number fails with another number's request", async () => {
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

describe('what a stranger asking for codes does to the owner', () => {
  it("two strangers' requests leave the owner's code working", async () => {
    const number = phone();
    const owner = await issueCode(t.db, number, T0);
    const stranger1 = await issueCode(t.db, number, after(0, 30));
    const stranger2 = await issueCode(t.db, number, after(2));
    expect([stranger1.kind, stranger2.kind]).toEqual(['sent', 'sent']);
    expect(await checkCode(t.db, owner.requestId, owner.code, after(3))).toEqual({
      ok: true,
      phone: number,
    });
    // Each live code works once: the strangers' SMS reached the owner's phone too.
    const later = await requestCode(t.db, number, { now: after(3) });
    expect(
      await checkCode(
        t.db,
        later.kind === 'ceiling' ? '' : later.requestId,
        stranger2.code,
        after(3),
      ),
    ).toMatchObject({ ok: true });
    expect(await checkCode(t.db, stranger1.requestId, stranger2.code, after(4))).toMatchObject({
      ok: false,
      reason: 'wrong',
    });
  });

  it("wrong tries on a stranger's request cost the owner's request and code nothing", async () => {
    const number = phone();
    const owner = await issueCode(t.db, number, T0);
    const stranger = await issueCode(t.db, number, after(1));
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      await checkCode(t.db, stranger.requestId, wrong(owner.code, i), after(1, 10));
    }
    expect(await checkCode(t.db, stranger.requestId, owner.code, after(1, 20))).toMatchObject({
      reason: 'locked',
    });
    expect(await checkCode(t.db, owner.requestId, owner.code, after(2))).toMatchObject({
      ok: true,
    });
  });

  it('within the resend interval sends no SMS, and the request works with the live code', async () => {
    const number = phone();
    const first = await issueCode(t.db, number, T0);
    const again = await requestCode(t.db, number, { now: after(0, 10) });
    expect(again).toMatchObject({ kind: 'reused', expiresAt: first.expiresAt });
    if (again.kind !== 'reused') return;
    const [row] = await t.db.select().from(otpCodes).where(eq(otpCodes.requestId, again.requestId));
    expect(row?.codeHash).toBeNull();
    expect(await checkCode(t.db, again.requestId, first.code, after(1))).toMatchObject({
      ok: true,
    });
    // That code is used now; the first request cannot use it again.
    expect(await checkCode(t.db, first.requestId, first.code, after(1))).toMatchObject({
      ok: false,
    });
  });

  it('the interval doubles with each SMS of the hour, up to a code’s 10 minutes', async () => {
    expect([1, 2, 3, 4, 5, 6, 9].map(resendIntervalSeconds)).toEqual([
      30, 60, 120, 240, 480, 600, 600,
    ]);
    const number = phone();
    const kinds = [];
    for (const seconds of [0, 29, 30, 60, 89, 90]) {
      kinds.push((await requestCode(t.db, number, { now: after(0, seconds) })).kind);
    }
    expect(kinds).toEqual(['sent', 'reused', 'sent', 'reused', 'reused', 'sent']);
  });

  it('sends at once when no code of the number is live (the last one was used)', async () => {
    const number = phone();
    const first = await issueCode(t.db, number, T0);
    await checkCode(t.db, first.requestId, first.code, after(0, 5));
    expect((await requestCode(t.db, number, { now: after(0, 10) })).kind).toBe('sent');
  });

  it('takes 10 requests a number an hour, but never refuses a browser that proved it', async () => {
    const number = phone();
    for (let i = 0; i < REQUESTS_PER_HOUR; i++) {
      expect((await requestCode(t.db, number, { now: after(i) })).kind).not.toBe('ceiling');
    }
    expect(await requestCode(t.db, number, { now: after(20) })).toEqual({
      kind: 'ceiling',
      retryAfterSeconds: 40 * 60,
    });
    expect((await requestCode(t.db, number, { now: after(20), proven: true })).kind).not.toBe(
      'ceiling',
    );
    // The oldest leaves the hour: one more request fits.
    expect((await requestCode(t.db, number, { now: after(61, 1) })).kind).not.toBe('ceiling');
  });

  it('asks beforeSms (the global ceiling) only before an SMS, and writes nothing when it refuses', async () => {
    const number = phone();
    const refuse = jest.fn(async () => {
      throw new Error('ceiling');
    });
    await expect(requestCode(t.db, number, { now: T0, beforeSms: refuse })).rejects.toThrow(
      'ceiling',
    );
    expect(await t.db.select().from(otpCodes).where(eq(otpCodes.phone, number))).toHaveLength(0);
    const allow = jest.fn(async () => undefined);
    await requestCode(t.db, number, { now: T0, beforeSms: allow });
    await requestCode(t.db, number, { now: after(0, 5), beforeSms: allow });
    expect(allow).toHaveBeenCalledTimes(1);
  });
});

it('after 5 wrong tries the right code fails with that request, but works with the next', async () => {
  const number = phone();
  const issued = await issueCode(t.db, number, T0);
  const left = [];
  for (let i = 0; i < MAX_ATTEMPTS; i++) {
    const check = await checkCode(t.db, issued.requestId, wrong(issued.code), after(0, 5));
    left.push(check.ok ? null : [check.reason, check.attemptsLeft]);
  }
  expect(left).toEqual([
    ['wrong', 4],
    ['wrong', 3],
    ['wrong', 2],
    ['wrong', 1],
    ['locked', 0],
  ]);
  expect(await checkCode(t.db, issued.requestId, issued.code, after(0, 10))).toMatchObject({
    ok: false,
    reason: 'locked',
  });
  // The request is spent, not the code: the patient's next request (no new SMS) still takes it.
  const next = await requestCode(t.db, number, { now: after(0, 15) });
  expect(next.kind).toBe('reused');
  if (next.kind !== 'reused') return;
  expect(await checkCode(t.db, next.requestId, issued.code, after(0, 20))).toMatchObject({
    ok: true,
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
