import { TOTP } from 'otpauth';
import { and, eq, sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { auditLog, staffUsers } from '@/lib/db/staff-schema';
import { createStaffAuth, type StaffAuth } from './auth';
import { changeRole, createStaffAccount, resetLogin, setDisabled, unlock } from './accounts';
import { cookieHeaderFrom } from './cookies';
import { confirmEnrolment, startEnrolment } from './enrol';
import { staffLogin } from './login';
import { createEnrolled } from './provision';
import { resolveViewer } from './viewer';

let t: TestDb;
let auth: StaffAuth;
const policy = { maxFailures: 5, lockoutMinutes: 15 };
const system = { id: null, email: 'cli', ip: '127.0.0.1' };
const password = 'correct horse battery';

beforeAll(async () => {
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
});

const request = (cookie?: string) => ({
  headers: new Headers(cookie ? { cookie } : {}),
  ip: '10.0.0.7',
});

it('enrols at first login, then asks for the code and signs in with it', async () => {
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
  const cookie = cookieHeaderFrom(first.setCookies);
  const { viewer } = await resolveViewer(auth, t.db, request(cookie), 12);
  expect(viewer).toMatchObject({ email: 'agent@example.in', role: 'ops_agent', enrolled: false });

  const enrolment = await startEnrolment(auth, request(cookie), password);
  expect(enrolment.qrSvg).toContain('<svg');
  const totp = new TOTP({ secret: enrolment.secret });
  const enrolled = await confirmEnrolment(auth, t.db, viewer!, request(cookie), totp.generate());
  const after = await resolveViewer(auth, t.db, request(cookieHeaderFrom(enrolled)), 12);
  expect(after.viewer?.enrolled).toBe(true);

  expect(
    await staffLogin(auth, t.db, { email: 'agent@example.in', password }, request(), policy),
  ).toEqual({
    status: 'code_required',
  });
  const signed = await staffLogin(
    auth,
    t.db,
    { email: 'agent@example.in', password, code: totp.generate() },
    request(),
    policy,
  );
  expect(signed.status).toBe('signed_in');
  const audits = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.staffEmail, 'agent@example.in'));
  expect(audits.map((a) => a.action)).toEqual(
    expect.arrayContaining(['staff.login', 'staff.enrolled']),
  );
});

describe('lockout, disabling and expiry', () => {
  let secret: string;
  const email = 'locked@example.in';
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000);
  const login = (input: { password: string; code?: string }, now = new Date()) =>
    staffLogin(auth, t.db, { email, ...input }, request(), policy, now);

  beforeAll(async () => {
    ({ secret } = await createEnrolled(auth, t.db, {
      email,
      name: 'Lock Test',
      password,
      role: 'ops_agent',
    }));
  });

  const failures = async () =>
    (await t.db.select().from(staffUsers).where(eq(staffUsers.email, email)))[0]!;

  it('locks after the limit of wrong passwords and wrong codes together, then lets the right login in after the lock', async () => {
    for (let i = 0; i < 2; i++) {
      await expect(login({ password: 'wrong password!' })).rejects.toMatchObject({
        status: 401,
        subCode: 'invalid_login',
      });
    }
    for (let i = 0; i < 2; i++) {
      await expect(login({ password, code: '000000' })).rejects.toMatchObject({ status: 401 });
    }
    expect((await failures()).failedLogins).toBe(4);
    // The fifth failure locks, whichever factor it is.
    await expect(login({ password, code: '111111' })).rejects.toMatchObject({
      status: 423,
      subCode: 'account_locked',
    });
    // Locked: even the right password and code are refused, before being checked.
    const code = new TOTP({ secret }).generate();
    await expect(login({ password, code })).rejects.toMatchObject({ status: 423 });
    const row = await failures();
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(at(14).getTime());
    const lockAudit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.locked'), eq(auditLog.recordId, row.id)));
    expect(lockAudit).toHaveLength(1);
    // After the lock the right login works and the count starts again.
    const after = await login({ password, code: new TOTP({ secret }).generate() }, at(16));
    expect(after.status).toBe('signed_in');
    expect((await failures()).failedLogins).toBe(0);
  });

  it('an admin unlocks a locked account at once', async () => {
    for (let i = 0; i < policy.maxFailures; i++) {
      await login({ password: 'wrong password!' }).catch(() => undefined);
    }
    await expect(login({ password })).rejects.toMatchObject({ status: 423 });
    await unlock(t.db, system, (await failures()).id);
    expect((await login({ password })).status).toBe('code_required');
  });

  it("ends a disabled account's session at its next request, and refuses its login", async () => {
    const signed = await login({ password, code: new TOTP({ secret }).generate() });
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
    const signed = await login({ password, code: new TOTP({ secret }).generate() });
    if (signed.status !== 'signed_in') throw new Error(signed.status);
    const cookie = cookieHeaderFrom(signed.setCookies);
    const admin = { id: null, email: 'admin@example.in', ip: '10.0.0.1' };
    await changeRole(t.db, admin, signed.userId, { role: 'admin' });
    expect((await resolveViewer(auth, t.db, request(cookie), 12)).viewer).toBeNull();

    const again = await login({ password, code: new TOTP({ secret }).generate() });
    if (again.status !== 'signed_in') throw new Error(again.status);
    const fresh = cookieHeaderFrom(again.setCookies);
    expect((await resolveViewer(auth, t.db, request(fresh), 12)).viewer?.role).toBe('admin');
    expect(
      (await resolveViewer(auth, t.db, request(fresh), 12, new Date(Date.now() + 12.5 * 3_600_000)))
        .viewer,
    ).toBeNull();
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
    await confirmEnrolment(auth, t.db, viewer!, request(cookie), new TOTP({ secret }).generate());

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
        code: new TOTP({ secret: admin.secret }).generate(),
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
        code: new TOTP({ secret: member.secret }).generate(),
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
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'staff.login_reset'), eq(auditLog.recordId, member.id)));
    expect(rows).toEqual([expect.objectContaining({ staffUserId: admin.id })]);
  });
});
