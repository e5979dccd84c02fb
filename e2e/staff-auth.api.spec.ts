import { expect, request as requests, test, type APIRequestContext } from './fixtures';
import { demoLogin, totpCode } from './staff';

// Staff login against the production server: failures slow guessing but never lock out the
// owner who brings the password and a code, an unknown address answers as a real one, a code
// logs in once, and passwords follow the policy (the admin's one is one-time).

test.describe.configure({ mode: 'serial' });

const run = Date.now();
// Each test its own client address: the per-address limit of the login route is not the subject.
let ipCount = 0;
const nextIp = () => `198.51.${100 + (run % 50)}.${(ipCount++ % 250) + 1}`;

async function client(baseURL: string | undefined): Promise<APIRequestContext> {
  return requests.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': nextIp() } });
}

const login = (api: APIRequestContext, data: Record<string, string>) =>
  api.post('/api/staff/login/', { data, headers: { 'x-forwarded-for': nextIp() } });

const email = `auth-probe-${run}@staff.diagnobook.test`;
const ghost = `nobody-${run}@staff.diagnobook.test`;
const given = 'the admin typed this once';
const own = 'a passphrase of my own choosing';
let secret = '';

test('an admin cannot give a common password; the one given is one-time', async ({ baseURL }) => {
  const admin = await client(baseURL);
  const boss = demoLogin('admin');
  const signed = await login(admin, {
    email: boss.email,
    password: boss.password,
    code: await totpCode(boss.totpSecret),
  });
  expect(await signed.json()).toEqual({ status: 'signed_in' });
  const weak = await admin.post('/api/staff/accounts/', {
    data: { email, name: 'Auth Probe', password: 'password1234', role: 'ops_agent' },
  });
  expect(weak.status()).toBe(422);
  expect((await weak.json()).sub_code).toBe('weak_password');
  const created = await admin.post('/api/staff/accounts/', {
    data: { email, name: 'Auth Probe', password: given, role: 'ops_agent' },
  });
  expect(created.status()).toBe(201);

  // The one-time password opens nothing but choosing one's own.
  const member = await client(baseURL);
  expect(await (await login(member, { email, password: given })).json()).toEqual({
    status: 'enrol',
  });
  for (const [method, path] of [
    ['GET', '/api/staff/leads/'],
    ['POST', '/api/staff/enrol/'],
  ] as const) {
    const res = await member.fetch(path, {
      method,
      data: method === 'POST' ? { password: given } : undefined,
    });
    expect(res.status()).toBe(403);
    expect((await res.json()).sub_code).toBe('password_change_required');
  }
  const common = await member.post('/api/staff/password/', {
    data: { current_password: given, new_password: 'qwerty123456' },
  });
  expect((await common.json()).sub_code).toBe('weak_password');
  const chosen = await member.post('/api/staff/password/', {
    data: { current_password: given, new_password: own },
  });
  expect(chosen.status()).toBe(200);
  const enrol = await member.post('/api/staff/enrol/', { data: { password: own } });
  expect(enrol.status()).toBe(200);
  secret = (await enrol.json()).secret;
  const confirmed = await member.post('/api/staff/enrol/confirm/', {
    data: { code: await totpCode(secret) },
  });
  expect(confirmed.status()).toBe(200);
  expect((await login(member, { email, password: given })).status()).toBe(401);
});

test('a real and an unknown address answer alike, and the owner gets in while slowed', async ({
  baseURL,
}) => {
  const stranger = await client(baseURL);
  const shape = async (res: Awaited<ReturnType<typeof login>>) => {
    const body = await res.json();
    return {
      status: res.status(),
      sub_code: body.sub_code,
      // The wait differs by the second between two addresses failed a moment apart.
      reason: String(body.reason).replace(/\d+/g, 'N'),
      code_required: body.extra_data?.code_required,
    };
  };
  // The real address has one failure already (the one-time password tried after its change).
  expect((await login(stranger, { email: ghost, password: 'a first guess' })).status()).toBe(401);
  for (let i = 0; i < 5; i++) {
    const real = await shape(await login(stranger, { email, password: `guess ${i} of many` }));
    const unknown = await shape(
      await login(stranger, { email: ghost, password: `guess ${i} of many` }),
    );
    expect(unknown).toEqual(real);
    expect(real.status).toBe(i < 4 ? 401 : 429);
  }
  // Slowed: the password alone waits, the password with a code is checked and gets in.
  const alone = await login(stranger, { email, password: own });
  expect(alone.status()).toBe(429);
  expect((await alone.json()).sub_code).toBe('login_slowed');
  const owner = await client(baseURL);
  const code = await totpCode(secret);
  const signed = await login(owner, { email, password: own, code });
  expect(await signed.json()).toEqual({ status: 'signed_in' });

  // The same code again, from anywhere: refused.
  const again = await login(await client(baseURL), { email, password: own, code });
  expect(again.status()).toBe(401);
  expect((await again.json()).sub_code).toBe('invalid_login');
});

test('a fresh code sent several times at once logs in once', async ({ baseURL }) => {
  const code = await totpCode(secret);
  const answers = await Promise.all(
    Array.from({ length: 4 }, async () =>
      (await login(await client(baseURL), { email, password: own, code })).status(),
    ),
  );
  expect(answers.sort()).toEqual([200, 401, 401, 401]);
});
