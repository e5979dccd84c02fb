import { TOTP } from 'otpauth';
import { and, eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { auditLog, staffLoginThrottle, staffTwoFactors } from '@/lib/db/staff-schema';
import { createStaffAuth, type StaffAuth } from './auth';
import { changeRole, createStaffAccount, resetLogin, setDisabled, unlock } from './accounts';
import { cookieHeaderFrom } from './cookies';
import { confirmEnrolment, startEnrolment } from './enrol';
import { delaySeconds, staffLogin } from './login';
import { changeOwnPassword } from './password';
import { passwordProblem } from './password-policy';
import { createEnrolled } from './provision';
import { resolveViewer } from './viewer';

let t: TestDb;
let auth: StaffAuth;
const policy = { freeFailures: 5, maxDelayMinutes: 15 };
const system = { id: null, email: 'cli', ip: '127.0.0.1' };
const password = 'correct horse battery';

// Codes are good once per 30-second step, so the tests move the clock a step before each
// code they make (better-auth reads Date.now(); only Date is faked, timers run as usual).
const step = () => {
  jest.setSystemTime(Date.now() + 30_000);
  return new Date();
};
const codeOf = (secret: string) => {
  step();
  return new TOTP({ secret }).generate();
};

beforeAll(async () => {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
  t = await createTestDb();
  auth = createStaffAuth(t.db, {
    secret: 'a-test-secret-of-at-least-32-characters!',
    baseURL: 'http://localhost:3000',
    idleMinutes: 30,
    secureCookies: false,
  });
});
afterAll(async () => {
  await t?.close();
  jest.useRealTimers();
});

const request = (cookie?: string) => ({
  headers: new Headers(cookie ? { cookie } : {}),
  ip: '10.0.0.7',
});

it('replaces the admin’s one-time password, enrols, then asks for the code and signs in with it', async () => {
  await createStaffAccount(auth, t.db, system, {
    email: 'Agent@Example.in',
    name: 'Asha Agent',
    password,
    role: 'ops_agent',
  });
  const first = await staffLogin(
    auth,
    t.db,
    { email: 'agent@example.in', password },
    request(),
    policy,
  );
  expect(first.status).toBe('enrol');
  if (first.status === 'code_required') throw new Error('unreachable');
  const oneTime = cookieHeaderFrom(first.setCookies);
  const { viewer: before } = await resolveViewer(auth, t.db, request(oneTime), 12);
  expect(before).toMatchObject({
    email: 'agent@example.in',
    enrolled: false,
    passwordChangeRequired: true,
  });
  const own = 'my own seven word passphrase';
  const cookie = cookieHeaderFrom(
    await changeOwnPassword(auth, t.db, before!, request(oneTime), {
      currentPassword: password,
      newPassword: own,
    }),
  );
  const { viewer } = await resolveViewer(auth, t.db, request(cookie), 12);
  expect(viewer).toMatchObject({
    role: 'ops_agent',
    enrolled: false,
    passwordChangeRequired: false,
  });
  await expect(
    staffLogin(auth, t.db, { email: 'agent@example.in', password }, request(), policy),
  ).rejects.toMatchObject({ status: 401 });

  const enrolment = await startEnrolment(auth, request(cookie), own);
  expect(enrolment.qrSvg).toContain('<svg');
  const enrolCode = codeOf(enrolment.secret);
  const enrolled = await confirmEnrolment(auth, t.db, viewer!, request(cookie), enrolCode);
  const after = await resolveViewer(auth, t.db, request(cookieHeaderFrom(enrolled)), 12);
  expect(after.viewer?.enrolled).toBe(true);

  expect(
    await staffLogin(auth, t.db, { email: 'agent@example.in', password: own }, request(), policy),
  ).toEqual({ status: 'code_required' });
  // The code that confirmed the enrolment was used there.
  await expect(
    staffLogin(
      auth,
      t.db,
      { email: 'agent@example.in', password: own, code: enrolCode },
      request(),
      policy,
    ),
  ).rejects.toMatchObject({ status: 401, subCode: 'invalid_login' });
  const signed = await staffLogin(
    auth,
    t.db,
    { email: 'agent@example.in', password: own, code: codeOf(enrolment.secret) },
    request(),
    policy,
  );
  expect(signed.status).toBe('signed_in');
  const audits = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.staffEmail, 'agent@example.in'));
  expect(audits.map((a) => a.action)).toEqual(
    expect.arrayContaining(['staff.login', 'staff.enrolled', 'staff.password_changed']),
  );
});

describe('slowing guesses without locking the owner out', () => {
  let secret: string;
  let userId: string;
  const email = 'slowed@example.in';
  const login = (input: { password: string; code?: string }, who = email) =>
    staffLogin(auth, t.db, { email: who, ...input }, request(), policy);
  const refusal = async (promise: Promise<unknown>) => {
    try {
      await promise;
    } catch (error) {
      const e = error as { status: number; subCode: string; message: string; extraData: unknown };
      return { status: e.status, subCode: e.subCode, message: e.message, extra: e.extraData };
    }
    throw new Error('expected a refusal');
  };

  beforeAll(async () => {
    ({ secret, id: userId } = await createEnrolled(auth, t.db, {
      email,
      name: 'Slow Test',
      password,
      role: 'admin',
    }));
  });

  it('doubles the wait from 5 s to the cap', () => {
    expect([4, 5, 6, 7, 12, 40].map((n) => delaySeconds(n, policy))).toEqual([
      0, 5, 10, 20, 640, 900,
    ]);
  });

  it('lets the owner in with password and code however many strangers failed, and never locks', async () => {
    for (let i = 0; i < 30; i++) {
      await login({ password: `guess number ${i}` }).catch(() => undefined);
      await login({ password: `guess number ${i}`, code: '123456' }).catch(() => undefined);
    }
    // The password alone is refused while the wait lasts, before it is even read…
    const slowed = await refusal(login({ password }));
    expect(slowed).toMatchObject({
      status: 429,
      subCode: 'login_slowed',
      extra: { code_required: true },
    });
    // …but the password with the right code is always checked, and gets in.
    const signed = await login({ password, code: codeOf(secret) });
    expect(signed.status).toBe('signed_in');
    // Success clears the count for the address.
    expect(
      await t.db.select().from(staffLoginThrottle).where(eq(staffLoginThrottle.email, email)),
    ).toEqual([]);
    const slowAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.login_slowed'), eq(auditLog.recordId, email)));
    expect(slowAudit.length).toBeGreaterThanOrEqual(1);
  });

  it('confirms no guessed password while slowed: a right password with a wrong code answers as a wrong one', async () => {
    for (let i = 0; i < policy.freeFailures; i++) {
      await login({ password: `wrong ${i} password` }).catch(() => undefined);
    }
    const wrong = await refusal(login({ password: 'still a wrong password', code: '000000' }));
    const right = await refusal(login({ password, code: '000000' }));
    expect(right).toEqual(wrong);
    expect(right).toMatchObject({ status: 401, subCode: 'invalid_login' });
    await unlock(t.db, system, userId);
    expect((await login({ password })).status).toBe('code_required');
  });

  it('answers an unknown address exactly as a real one, before and after the wait starts', async () => {
    const ghost = 'nobody-here@example.in';
    for (let i = 0; i < policy.freeFailures; i++) {
      const real = await refusal(login({ password: `wrong ${i} password` }));
      const unknown = await refusal(login({ password: `wrong ${i} password` }, ghost));
      expect(unknown).toEqual(real);
    }
    const real = await refusal(login({ password: 'one more wrong one' }));
    const unknown = await refusal(login({ password: 'one more wrong one' }, ghost));
    expect(real.status).toBe(429);
    expect(unknown).toMatchObject({ status: 429, subCode: real.subCode, message: real.message });
    await unlock(t.db, system, userId);
  });

  it('confirms no password of an account without an authenticator while slowed', async () => {
    const fresh = 'not-enrolled@example.in';
    await createStaffAccount(auth, t.db, system, {
      email: fresh,
      name: 'Not Enrolled',
      password,
      role: 'ops_agent',
    });
    for (let i = 0; i < policy.freeFailures; i++) {
      await login({ password: `wrong ${i} password` }, fresh).catch(() => undefined);
    }
    // The right password with any code would otherwise open the enrolment: refused alike.
    const right = await refusal(login({ password, code: '123456' }, fresh));
    const wrong = await refusal(login({ password: 'a wrong one again', code: '123456' }, fresh));
    expect(right).toEqual(wrong);
    expect(right.status).toBe(401);
  });

  it('slows the code step after wrong codes that came with the right password', async () => {
    for (let i = 0; i < policy.freeFailures; i++) {
      await expect(login({ password, code: '999999' })).rejects.toMatchObject({ status: 401 });
    }
    // The next step's code (still accepted by the clock's tolerance), without moving the clock.
    const next = new TOTP({ secret }).generate({ timestamp: Date.now() + 30_000 });
    const slowed = await refusal(login({ password, code: next }));
    expect(slowed).toMatchObject({ status: 429, subCode: 'code_slowed' });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.code_slowed'), eq(auditLog.recordId, userId)));
    expect(audits).toHaveLength(1);
    await unlock(t.db, system, userId);
  });

  it('uses a code once: a second login with it, alone or in parallel, is refused', async () => {
    const code = codeOf(secret);
    expect((await login({ password, code })).status).toBe('signed_in');
    await expect(login({ password, code })).rejects.toMatchObject({
      status: 401,
      subCode: 'invalid_login',
    });
    // An earlier step than the last used is refused too.
    const [factor] = await t.db
      .select({ last: staffTwoFactors.lastTotpStep })
      .from(staffTwoFactors)
      .where(eq(staffTwoFactors.userId, userId));
    const earlier = new TOTP({ secret }).generate({ timestamp: Date.now() - 30_000 });
    step();
    await expect(login({ password, code: earlier })).rejects.toMatchObject({ status: 401 });
    expect(factor!.last).toBe(Math.floor((Date.now() - 30_000) / 30_000));

    const fresh = codeOf(secret);
    const results = await Promise.allSettled(
      Array.from({ length: 4 }, () => login({ password, code: fresh })),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    await unlock(t.db, system, userId);
  });

  it("ends a disabled account's session at its next request, and refuses its login", async () => {
    const signed = await login({ password, code: codeOf(secret) });
    if (signed.status !== 'signed_in') throw new Error(signed.status);
    const cookie = cookieHeaderFrom(signed.setCookies);
    expect((await resolveViewer(auth, t.db, request(cookie), 12)).viewer?.email).toBe(email);
    const admin = { id: null, email: 'admin@example.in', ip: '10.0.0.1' };
    await setDisabled(t.db, admin, signed.userId, true);
    expect((await resolveViewer(auth, t.db, request(cookie), 12)).viewer).toBeNull();
    await expect(login({ password })).rejects.toMatchObject({
      status: 403,
      subCode: 'account_disabled',
    });
    await setDisabled(t.db, admin, signed.userId, false);
  });

  it('ends the session when the role changes, and after the absolute limit', async () => {
    const signed = await login({ password, code: codeOf(secret) });
    if (signed.status !== 'signed_in') throw new Error(signed.status);
    const cookie = cookieHeaderFrom(signed.setCookies);
    const admin = { id: null, email: 'admin@example.in', ip: '10.0.0.1' };
    await changeRole(t.db, admin, signed.userId, { role: 'ops_agent' });
    expect((await resolveViewer(auth, t.db, request(cookie), 12)).viewer).toBeNull();

    const again = await login({ password, code: codeOf(secret) });
    if (again.status !== 'signed_in') throw new Error(again.status);
    const fresh = cookieHeaderFrom(again.setCookies);
    expect((await resolveViewer(auth, t.db, request(fresh), 12)).viewer?.role).toBe('ops_agent');
    expect(
      (await resolveViewer(auth, t.db, request(fresh), 12, new Date(Date.now() + 12.5 * 3_600_000)))
        .viewer,
    ).toBeNull();
  });
});

describe('passwords', () => {
  it('takes 12 to 128 characters of any kind, and refuses common ones', () => {
    expect(passwordProblem('short one')).toMatch(/at least 12/);
    expect(passwordProblem('x'.repeat(129))).toMatch(/at most 128/);
    expect(passwordProblem('password1234')).toMatch(/attackers try first/);
    expect(passwordProblem('Qwerty123456')).toMatch(/attackers try first/);
    expect(passwordProblem('Password2024!!')).toMatch(/attackers try first/);
    expect(passwordProblem('abcabcabcabc')).toMatch(/attackers try first/);
    expect(passwordProblem('correct horse battery')).toBeNull();
    expect(passwordProblem('नमस्ते दुनिया मेरा पासवर्ड')).toBeNull();
  });

  it('refuses a common first password from an admin', async () => {
    await expect(
      createStaffAccount(auth, t.db, system, {
        email: 'weak@example.in',
        name: 'Weak',
        password: 'password1234',
        role: 'ops_agent',
      }),
    ).rejects.toMatchObject({ status: 422, subCode: 'weak_password' });
  });

  it('changes one’s own password with the current one and a code, ending the other sessions', async () => {
    const email = 'changer@example.in';
    const { secret } = await createEnrolled(auth, t.db, {
      email,
      name: 'Changer',
      password,
      role: 'ops_agent',
    });
    const sessions = [];
    for (let i = 0; i < 2; i++) {
      const s = await staffLogin(
        auth,
        t.db,
        { email, password, code: codeOf(secret) },
        request(),
        policy,
      );
      if (s.status !== 'signed_in') throw new Error(s.status);
      sessions.push(cookieHeaderFrom(s.setCookies));
    }
    const { viewer } = await resolveViewer(auth, t.db, request(sessions[0]), 12);
    const next = 'a different long passphrase';
    await expect(
      changeOwnPassword(auth, t.db, viewer!, request(sessions[0]), {
        currentPassword: password,
        newPassword: next,
      }),
    ).rejects.toMatchObject({ status: 422, subCode: 'code_required' });
    await expect(
      changeOwnPassword(auth, t.db, viewer!, request(sessions[0]), {
        currentPassword: 'not my password at all',
        newPassword: next,
        code: codeOf(secret),
      }),
    ).rejects.toMatchObject({ status: 401, subCode: 'invalid_password' });
    await expect(
      changeOwnPassword(auth, t.db, viewer!, request(sessions[0]), {
        currentPassword: password,
        newPassword: 'qwerty123456',
        code: codeOf(secret),
      }),
    ).rejects.toMatchObject({ status: 422, subCode: 'weak_password' });
    const code = codeOf(secret);
    const replaced = await changeOwnPassword(auth, t.db, viewer!, request(sessions[0]), {
      currentPassword: password,
      newPassword: next,
      code,
    });
    const mine = await resolveViewer(auth, t.db, request(cookieHeaderFrom(replaced)), 12);
    expect(mine.viewer?.email).toBe(email);
    expect((await resolveViewer(auth, t.db, request(sessions[1]), 12)).viewer).toBeNull();
    // The code used for the change cannot log in.
    await expect(
      staffLogin(auth, t.db, { email, password: next, code }, request(), policy),
    ).rejects.toMatchObject({ status: 401 });
    expect(
      (
        await staffLogin(
          auth,
          t.db,
          { email, password: next, code: codeOf(secret) },
          request(),
          policy,
        )
      ).status,
    ).toBe('signed_in');
  });
});

it('keeps the audit trail append-only', async () => {
  await expect(t.db.update(auditLog).set({ action: 'staff.login' })).rejects.toThrow();
  await expect(t.db.delete(auditLog)).rejects.toThrow();
  await expect(t.db.execute(sql`truncate audit_log`)).rejects.toThrow();
});

describe('backup codes and an admin reset', () => {
  it('lets a backup code stand in for the app, once', async () => {
    const email = 'backup@example.in';
    await createStaffAccount(auth, t.db, system, {
      email,
      name: 'Backup User',
      password,
      role: 'ops_agent',
    });
    const first = await staffLogin(auth, t.db, { email, password }, request(), policy);
    if (first.status !== 'enrol') throw new Error(first.status);
    const cookie = cookieHeaderFrom(first.setCookies);
    const { viewer } = await resolveViewer(auth, t.db, request(cookie), 12);
    const { secret, backupCodes } = await startEnrolment(auth, request(cookie), password);
    await confirmEnrolment(auth, t.db, viewer!, request(cookie), codeOf(secret));

    const code = backupCodes[0]!;
    expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    expect(
      (await staffLogin(auth, t.db, { email, password, code }, request(), policy)).status,
    ).toBe('signed_in');
    await expect(
      staffLogin(auth, t.db, { email, password, code }, request(), policy),
    ).rejects.toMatchObject({ status: 401, subCode: 'invalid_login' });
  });

  it('an admin resets a login: new first password, authenticator enrolled again, sessions ended', async () => {
    const admin = await createEnrolled(auth, t.db, {
      email: 'reset-admin@example.in',
      name: 'Reset Admin',
      password,
      role: 'admin',
    });
    const adminLogin = await staffLogin(
      auth,
      t.db,
      {
        email: 'reset-admin@example.in',
        password,
        code: codeOf(admin.secret),
      },
      request(),
      policy,
    );
    if (adminLogin.status !== 'signed_in') throw new Error(adminLogin.status);
    const adminHeaders = new Headers({ cookie: cookieHeaderFrom(adminLogin.setCookies) });

    const member = await createEnrolled(auth, t.db, {
      email: 'forgetful@example.in',
      name: 'Forgetful',
      password,
      role: 'ops_agent',
    });
    const memberLogin = await staffLogin(
      auth,
      t.db,
      {
        email: 'forgetful@example.in',
        password,
        code: codeOf(member.secret),
      },
      request(),
      policy,
    );
    if (memberLogin.status !== 'signed_in') throw new Error(memberLogin.status);
    const memberCookie = cookieHeaderFrom(memberLogin.setCookies);

    const actor = { id: admin.id, email: 'reset-admin@example.in', ip: '10.0.0.1' };
    await resetLogin(auth, t.db, actor, adminHeaders, member.id, 'a brand new password');
    expect((await resolveViewer(auth, t.db, request(memberCookie), 12)).viewer).toBeNull();
    await expect(
      staffLogin(auth, t.db, { email: 'forgetful@example.in', password }, request(), policy),
    ).rejects.toMatchObject({ status: 401 });
    const again = await staffLogin(
      auth,
      t.db,
      { email: 'forgetful@example.in', password: 'a brand new password' },
      request(),
      policy,
    );
    expect(again.status).toBe('enrol');
    if (again.status !== 'enrol') throw new Error(again.status);
    const { viewer } = await resolveViewer(
      auth,
      t.db,
      request(cookieHeaderFrom(again.setCookies)),
      12,
    );
    expect(viewer).toMatchObject({ enrolled: false, passwordChangeRequired: true });
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.login_reset'), eq(auditLog.recordId, member.id)));
    expect(rows).toEqual([expect.objectContaining({ staffUserId: admin.id })]);
  });
});
