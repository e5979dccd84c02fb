import { NextRequest } from 'next/server';
import { eq, like } from 'drizzle-orm';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import type { DbHandle } from '@/lib/db/connect';
import { rateLimits, sessions } from '@/lib/db/schema';
import { createLimiters, storedKey, type Limiters } from '@/lib/ratelimit';
import { hashedKey } from '@/lib/ratelimit/statement';
import { HttpError } from '@/lib/server-api/errors';
import { loggedIn } from '@/lib/testing/session';
import { passBookingGate } from './gate';
import { readBookingRequest } from './request';
import { NOTHING_DECLARED } from '@/lib/testing/bookings';

const PATIENT = '9876543210';
const STRANGER = '9123456780';

let t: TestDb;
let patient: { cookie: string; userId: number };
let stranger: { cookie: string; userId: number };
beforeAll(async () => {
  t = await createTestDb();
  patient = await loggedIn(t.db, PATIENT);
  stranger = await loggedIn(t.db, STRANGER);
});
afterAll(() => t.close());

const handle = () => t.handle as DbHandle;
const body = (phone = PATIENT) => ({
  product_random_id: 'mri001',
  centre_id: 1,
  service: 'walkin',
  slot_start: '2026-12-01T04:30:00.000Z',
  safety: NOTHING_DECLARED,
  patient: { name: 'Asha Rao', age: 42, gender: 'female', phone },
});

let keys = 0;
function request(
  options: { cookie?: string; ip: string; phone?: string; key?: string | null; raw?: string } = {
    ip: '203.0.113.1',
  },
) {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-forwarded-for': options.ip,
  };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.key !== null) headers['idempotency-key'] = options.key ?? `gate-test-${++keys}`;
  return new NextRequest('http://127.0.0.1:3000/api/booking/', {
    method: 'POST',
    headers,
    body: options.raw ?? JSON.stringify(body(options.phone)),
  });
}

/** The gate's answer: what passed, or the refusal's status and sub-code. */
async function gate(limits: Limiters, oneStatement: boolean, r: NextRequest) {
  try {
    const passed = await passBookingGate(handle(), await readBookingRequest(r), {
      limits,
      oneStatement,
    });
    return { passed };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    return { status: error.status, subCode: error.subCode, headers: error.headers };
  }
}

let addresses = 0;
const freshIp = () => `198.51.100.${++addresses}`;

describe.each([
  ['in one statement (PostgreSQL)', true],
  ['limiter by limiter (PGlite, in memory)', false],
])('the booking gate, %s', (_name, oneStatement) => {
  let limits: Limiters;
  beforeEach(async () => {
    await t.db.delete(rateLimits);
    // Small budgets; on PGlite the limiters of the second kind keep their counts in memory.
    limits = createLimiters(handle(), { bookingPerIp: 3, bookingPerPhone: 2 });
  });

  it('passes a patient booking with their own number, with their key and body', async () => {
    const r = request({ cookie: patient.cookie, ip: freshIp(), key: 'gate-own-number' });
    const { passed } = await gate(limits, oneStatement, r);
    expect(passed).toMatchObject({
      key: 'gate-own-number',
      patient: { isLoggedIn: true, userId: patient.userId, customerPhone: PATIENT },
      body: { patient: { phone: PATIENT } },
    });
  });

  it('refuses in order: the address, the session, the key and body, the number, its limit', async () => {
    const ip = freshIp();
    // No session and a broken body: the session is what is missing first.
    expect(await gate(limits, oneStatement, request({ ip, raw: '{' }))).toMatchObject({
      status: 401,
      subCode: 'login_required',
    });
    expect(
      await gate(limits, oneStatement, request({ ip, cookie: patient.cookie, key: null })),
    ).toMatchObject({ status: 400, subCode: 'idempotency_key_required' });
    expect(await gate(limits, oneStatement, request({ ip }))).toMatchObject({ status: 401 });
    // The address's fourth request: refused before anything else is looked at.
    expect(await gate(limits, oneStatement, request({ ip, raw: '{' }))).toMatchObject({
      status: 429,
      subCode: 'rate_limited',
      headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
    });
    const elsewhere = freshIp();
    expect(
      await gate(
        limits,
        oneStatement,
        request({ ip: elsewhere, cookie: patient.cookie, raw: '{' }),
      ),
    ).toMatchObject({ status: 400, subCode: 'invalid_json' });
    expect(
      await gate(
        limits,
        oneStatement,
        request({ ip: elsewhere, cookie: stranger.cookie, phone: PATIENT }),
      ),
    ).toMatchObject({ status: 403, subCode: 'phone_not_verified' });
  });

  it("limits a number's bookings, and a stranger naming it spends none of them", async () => {
    for (let k = 0; k < 5; k++) {
      const r = request({ cookie: stranger.cookie, ip: freshIp(), phone: PATIENT });
      expect(await gate(limits, oneStatement, r)).toMatchObject({ status: 403 });
    }
    const own = () =>
      gate(limits, oneStatement, request({ cookie: patient.cookie, ip: freshIp() }));
    expect(await own()).toHaveProperty('passed');
    expect(await own()).toHaveProperty('passed');
    expect(await own()).toMatchObject({
      status: 429,
      subCode: 'rate_limited',
      headers: { 'Retry-After': expect.stringMatching(/^\d+$/) },
    });
  });

  it('refuses an ended session', async () => {
    const ended = await loggedIn(t.db, '9000000001');
    await t.db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(eq(sessions.userId, ended.userId));
    const r = request({ cookie: ended.cookie, ip: freshIp(), phone: '9000000001' });
    expect(await gate(limits, oneStatement, r)).toMatchObject({ status: 401 });
  });
});

describe('the booking gate in one statement', () => {
  let limits: Limiters;
  beforeEach(async () => {
    await t.db.delete(rateLimits);
    limits = createLimiters(handle(), { bookingPerIp: 3, bookingPerPhone: 2 });
  });

  it("writes the library's rows: the same keys, so its limiters and the statement count together", async () => {
    const ip = freshIp();
    await gate(limits, true, request({ cookie: patient.cookie, ip }));
    const rows = await t.db.select().from(rateLimits).where(like(rateLimits.key, 'booking_%'));
    const policy = { keyPrefix: 'booking_ip', points: 3, duration: 600 };
    expect(storedKey(policy, ip)).toBe(limits.bookingPerIp.getKey(hashedKey(ip)));
    expect(rows.map((r) => [r.key, r.points]).sort()).toEqual(
      [
        [storedKey(policy, ip), 1],
        [limits.bookingPerPhone.getKey(hashedKey(PATIENT)), 1],
      ].sort(),
    );
    // Neither the address nor the number is stored as written.
    expect(JSON.stringify(rows)).not.toContain(PATIENT);
    expect(JSON.stringify(rows)).not.toContain(ip);
    const [ipRow] = rows.filter((r) => r.key.startsWith('booking_ip:'));
    expect(ipRow!.expire! - Date.now()).toBeGreaterThan(590_000);
    expect(ipRow!.expire! - Date.now()).toBeLessThanOrEqual(600_000);
  });

  it('starts a window again once it has ended', async () => {
    const ip = freshIp();
    for (let k = 0; k < 3; k++) await gate(limits, true, request({ ip }));
    expect(await gate(limits, true, request({ ip }))).toMatchObject({ status: 429 });
    const key = storedKey({ keyPrefix: 'booking_ip', points: 3, duration: 600 }, ip);
    await t.db
      .update(rateLimits)
      .set({ expire: Date.now() - 1 })
      .where(eq(rateLimits.key, key));
    expect(await gate(limits, true, request({ ip }))).toMatchObject({ status: 401 });
    const [row] = await t.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    expect(row!.points).toBe(1);
    expect(row!.expire!).toBeGreaterThan(Date.now() + 590_000);
  });
});
