import { expect, test } from './fixtures';

// Every staff page and route without a staff session: pages send to the staff
// login (keeping where the member was going), routes answer 401 in the shared shape; none is
// cached or indexed.

const PAGES = [
  '/ops/',
  '/ops/leads/',
  '/ops/leads/1/',
  '/ops/leads/1/book/',
  '/ops/bookings/',
  '/ops/bookings/DX-ABCDEF/',
  '/ops/staff/',
  '/ops/audit/',
  '/ops/account/password/',
];

const ROUTES: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/api/staff/leads/'],
  ['GET', '/api/staff/leads/1/'],
  ['POST', '/api/staff/leads/1/claim/'],
  ['POST', '/api/staff/leads/1/release/'],
  ['POST', '/api/staff/leads/1/number/'],
  ['POST', '/api/staff/leads/1/outcome/'],
  ['POST', '/api/staff/leads/1/notes/'],
  ['POST', '/api/staff/leads/1/book/'],
  ['GET', '/api/staff/bookings/'],
  ['GET', '/api/staff/bookings/DX-ABCDEF/'],
  ['GET', '/api/staff/accounts/'],
  ['POST', '/api/staff/accounts/'],
  ['POST', '/api/staff/accounts/abcdefgh12/disable/'],
  ['POST', '/api/staff/accounts/abcdefgh12/unlock/'],
  ['POST', '/api/staff/accounts/abcdefgh12/role/'],
  ['POST', '/api/staff/accounts/abcdefgh12/reset/'],
  ['GET', '/api/staff/organisations/1/centres/'],
  ['POST', '/api/staff/enrol/'],
  ['POST', '/api/staff/enrol/confirm/'],
  ['POST', '/api/staff/logout/'],
  ['POST', '/api/staff/password/'],
];

for (const path of PAGES) {
  test(`${path} sends a visitor without a staff session to the staff login`, async ({
    request,
  }) => {
    const res = await request.get(path, { maxRedirects: 0 });
    expect(res.status()).toBe(307);
    expect(res.headers()['location']).toBe(`/ops/login/?next=${encodeURIComponent(path)}`);
    expect(res.headers()['x-robots-tag']).toBe('noindex, nofollow');
  });
}

for (const [method, path] of ROUTES) {
  test(`${method} ${path} answers 401 without a staff session`, async ({ request }) => {
    const res = await request.fetch(path, { method, data: method === 'POST' ? {} : undefined });
    expect(res.status()).toBe(401);
    expect(await res.json()).toEqual({
      reason: 'Please log in to the staff side.',
      error_code: 401,
      sub_code: 'staff_login_required',
      extra_data: {},
    });
    expect(res.headers()['cache-control']).toBe('no-store');
  });
}

test('the staff login page has its own nonce policy and is not indexed', async ({ request }) => {
  const res = await request.get('/ops/login/');
  expect(res.status()).toBe(200);
  const policy = res.headers()['content-security-policy']!;
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();
  expect(policy).toContain("'strict-dynamic'");
  expect(policy).not.toContain("'unsafe-inline' 'self'");
  const html = await res.text();
  expect(html).toContain(`nonce="${nonce}"`);
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow/);
  // A second request gets another nonce.
  const again = (await request.get('/ops/login/')).headers()['content-security-policy'];
  expect(again).not.toBe(policy);
});

test('a wrong staff login answers 401 in the shared shape, and bad input 400', async ({
  request,
}) => {
  const wrong = await request.post('/api/staff/login/', {
    data: { email: 'nobody@staff.diagnobook.test', password: 'not the password' },
  });
  expect(wrong.status()).toBe(401);
  expect(await wrong.json()).toEqual({
    reason: 'The email, password or code is not right.',
    error_code: 401,
    sub_code: 'invalid_login',
    extra_data: {},
  });
  const bad = await request.post('/api/staff/login/', { data: { email: 'not an email' } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).sub_code).toBe('invalid_parameter');
});
