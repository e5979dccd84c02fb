import { expect, test, type Page, type Request } from './fixtures';
import { demoLogin, totpCode } from './staff';

// The staff login form posts: without its script (or before it runs) it still logs in through
// the login route's redirects, and the email and password never appear in an address.

const agent = () => demoLogin('ops_agent');

function watch(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => seen.push(r));
  return seen;
}

function expectNoSecretInAddresses(seen: Request[], login: { email: string; password: string }) {
  const secrets = [
    login.email,
    encodeURIComponent(login.email),
    login.password,
    encodeURIComponent(login.password),
  ];
  for (const request of seen) {
    for (const secret of secrets) expect(request.url()).not.toContain(secret);
  }
}

test('logs in with the script off, the password in no address', async ({ browser }, info) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.${info.project.name === 'phone' ? 1 : 2}.10` },
  });
  const page = await context.newPage();
  const seen = watch(page);
  const login = agent();
  await page.goto('/ops/login/?next=%2Fops%2Fbookings%2F');
  await page.getByLabel('Work email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The code step: without the script the form asks for all three again.
  await expect(page).toHaveURL('/ops/login/?step=code&next=%2Fops%2Fbookings%2F');
  await page.getByLabel('Work email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByLabel('Code from your authenticator app').fill(await totpCode(login.totpSecret));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(page).toHaveURL('/ops/bookings/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const posts = seen.filter((r) => r.url().includes('/api/staff/login/'));
  expect(posts.map((r) => r.method())).toEqual(['POST', 'POST']);
  expectNoSecretInAddresses(seen, login);

  // A wrong password comes back with an error code, nothing else.
  await context.clearCookies();
  await page.goto('/ops/login/');
  await page.getByLabel('Work email').fill(login.email);
  await page.getByLabel('Password').fill('not the password at all');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/ops/login/?error=invalid_login');
  await expect(page.getByRole('alert')).toHaveText('The email, password or code is not right.');
  expectNoSecretInAddresses(seen, login);
  await context.close();
});

test('a click before the script runs posts, and sends nothing by GET', async ({
  browser,
}, info) => {
  const context = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `198.18.${info.project.name === 'phone' ? 3 : 4}.10` },
  });
  const page = await context.newPage();
  // Hold the page's scripts back, as a slow phone would.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((r) => setTimeout(r, 5_000));
    await route.continue().catch(() => undefined);
  });
  const seen = watch(page);
  const login = agent();
  await page.goto('/ops/login/', { waitUntil: 'commit' });
  await page.getByLabel('Work email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await expect(page.locator('form[data-hydrated]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/ops/login/?step=code');
  const logins = seen.filter((r) => r.url().includes('/login/') && r.method() !== 'GET');
  expect(logins.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual([
    'POST /api/staff/login/',
  ]);
  expectNoSecretInAddresses(seen, login);
  await context.close();
});
