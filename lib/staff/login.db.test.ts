import { TOTP } from 'otpauth';
import { eq } from 'drizzle-orm';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { auditLog } from '@/lib/db/staff-schema';
import { createStaffAuth, type StaffAuth } from './auth';
import { createStaffAccount } from './accounts';
import { cookieHeaderFrom } from './cookies';
import { confirmEnrolment, startEnrolment } from './enrol';
import { staffLogin } from './login';
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
