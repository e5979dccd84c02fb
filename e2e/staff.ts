// Staff members in the journeys: the demo accounts `npm start` made on the e2e server's
// embedded database (lib/staff/demo.ts), and logging in with a code computed from a secret,
// as an authenticator app would.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { demoFile, type DemoLogin } from '../lib/staff/demo';

const DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';

export function demoLogin(role: DemoLogin['role']): DemoLogin {
  const file = demoFile(DATA_DIR);
  const logins = JSON.parse(readFileSync(file, 'utf8')) as DemoLogin[];
  const login = logins.find((l) => l.role === role);
  if (!login) throw new Error(`no demo ${role} in ${file}`);
  return login;
}

const STEP_MS = 30_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Takes a 30-second step for a secret, once across every worker: the file of the step is
 * created exclusively, so of two workers only one gets it (the server refuses a code's step
 * the second time, and any step before the last one used).
 */
function claimStep(secret: string, step: number): boolean {
  const dir = path.resolve(`${DATA_DIR}-totp-steps`);
  mkdirSync(dir, { recursive: true });
  const name = `${createHash('sha256').update(secret).digest('hex').slice(0, 16)}-${step}`;
  try {
    writeFileSync(path.join(dir, name), '', { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * The code an authenticator shows now, never one of a step already used for this secret:
 * the next step is waited for then, and when the current one ends too soon to be typed.
 */
export async function totpCode(secret: string): Promise<string> {
  const totp = new TOTP({ secret });
  for (;;) {
    const now = Date.now();
    const left = STEP_MS - (now % STEP_MS);
    if (left < 3_000) {
      await sleep(left + 200);
      continue;
    }
    const step = Math.floor(now / STEP_MS);
    if (claimStep(secret, step)) return totp.generate({ timestamp: now });
    await sleep(left + 200);
  }
}

/** Logs in at /ops/login/ with password and code; the page then shows the member's home. */
export async function staffLogIn(
  page: Page,
  login: { email: string; password: string; totpSecret: string },
  base = '',
): Promise<void> {
  await page.goto(`${base}/ops/login/`);
  // The form logs in without its script too, but to the code step by another road: wait.
  await expect(page.locator('form[data-hydrated]')).toBeVisible();
  await page.getByLabel('Work email').fill(login.email);
  await page.getByLabel('Password').fill(login.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  const code = page.getByLabel('Code from your authenticator app');
  await expect(code).toBeVisible();
  await code.fill(await totpCode(login.totpSecret));
  await page.getByRole('button', { name: 'Verify and log in' }).click();
  await page.waitForURL(/\/ops\/(leads|bookings|campaigns)\/$/);
}

/**
 * Logs in over HTTP, as the login page's script does: the password, then the code. Gives the
 * Cookie header of the session, for the API specs to send on their own requests (the session
 * cookie is Secure, which a request context would not send back over plain http).
 */
export async function staffApiLogIn(
  request: APIRequestContext,
  login: { email: string; password: string; totpSecret: string },
  headers: Record<string, string> = {},
): Promise<string> {
  const body = { email: login.email, password: login.password };
  const first = await request.post('/api/staff/login/', { data: body, headers });
  expect(await first.json()).toEqual({ status: 'code_required' });
  const signed = await request.post('/api/staff/login/', {
    data: { ...body, code: await totpCode(login.totpSecret) },
    headers,
  });
  expect(await signed.json()).toEqual({ status: 'signed_in' });
  return signed
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'set-cookie')
    .map((h) => h.value.split(';')[0]!)
    .join('; ');
}

/**
 * A new member's first login at the current page (the staff login): the admin's one-time
 * password replaced by their own, then the authenticator set up. Gives the TOTP secret.
 */
export async function firstLogIn(
  page: Page,
  email: string,
  given: string,
  own: string,
): Promise<string> {
  await expect(page.locator('form[data-hydrated]')).toBeVisible();
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Password').fill(given);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/ops/enrol/');
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await page.getByLabel('The password you were given').fill(given);
  await page.getByLabel('New password').fill(own);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up your authenticator' }),
  ).toBeVisible();
  await page.getByLabel('Password').fill(own);
  await page.getByRole('button', { name: 'Set up authenticator' }).click();
  await expect(
    page.getByRole('img', { name: 'QR code of your authenticator secret' }),
  ).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!;
  await page.getByLabel('The 6-digit code your app shows').fill(await totpCode(secret));
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
  return secret;
}
