// Staff members in the journeys: the demo accounts `npm start` made on the e2e server's
// embedded database (lib/staff/demo.ts), and logging in with a code computed from a secret,
// as an authenticator app would.
import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { TOTP } from 'otpauth';
import { demoFile, type DemoLogin } from '../lib/staff/demo';

export function demoLogin(role: DemoLogin['role']): DemoLogin {
  const file = demoFile(process.env.E2E_DATA_DIR ?? '.data-e2e');
  const logins = JSON.parse(readFileSync(file, 'utf8')) as DemoLogin[];
  const login = logins.find((l) => l.role === role);
  if (!login) throw new Error(`no demo ${role} in ${file}`);
  return login;
}

/** The code an authenticator shows now; a fresh period when the current one ends soon. */
export async function totpCode(secret: string): Promise<string> {
  const totp = new TOTP({ secret });
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 3_000) await new Promise((r) => setTimeout(r, left + 200));
  return totp.generate();
}

/** Logs in at /ops/login/ with password and code; the page then shows the member's home. */
export async function staffLogIn(
  page: Page,
  login: { email: string; password: string; totpSecret: string },
  base = '',
): Promise<void> {
  await page.goto(`${base}/ops/login/`);
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
