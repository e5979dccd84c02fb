// One-time codes for the journeys. The e2e server runs the outbox provider (npm start allows it
// on its production server, SMS_OUTBOX_IN_PRODUCTION), which prints each SMS to the server log,
// number masked, with a reference to the number (lib/sms/log-ref.ts); the codes are read from
// there, as a developer reads them in the terminal. A server with the SMS gateway prints no
// message, so there is nothing to read: no backdoor.
import { existsSync, readFileSync } from 'node:fs';
import { expect, type Locator, type Page } from '@playwright/test';
import { normaliseIndianMobile } from '../lib/locale/mobile-normalise';
import { smsLogRef } from '../lib/sms/log-ref';
import { codeInSms, logLines, OUTBOX_MESSAGE, SERVER_LOG } from './server-log';

interface SmsWait {
  sentAfter?: number;
  timeoutMs?: number;
  /** Which message is wanted; by default one carrying a login code. */
  matching?: (sms: string) => boolean;
}

/**
 * The latest SMS sent to `phone` (any form a patient types), waiting up to `timeoutMs` for
 * the log to show one sent at or after `sentAfter` (ms since the epoch; give it when the
 * number may have had a message before, e.g. when asking again).
 */
export async function smsFor(
  phone: string,
  { sentAfter = 0, timeoutMs = 10_000, matching = (sms) => codeInSms(sms) !== null }: SmsWait = {},
): Promise<string> {
  const number = normaliseIndianMobile(phone);
  if (!number) throw new Error(`${phone} is not an Indian mobile number`);
  const ref = smsLogRef(number);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const log = existsSync(SERVER_LOG) ? readFileSync(SERVER_LOG, 'utf8') : '';
    const sent = logLines(log).filter(
      (l) =>
        l.msg === OUTBOX_MESSAGE &&
        l.to_ref === ref &&
        (l.time ?? 0) >= sentAfter &&
        l.sms !== undefined &&
        matching(l.sms),
    );
    const text = sent.at(-1)?.sms;
    if (text) return text;
    if (Date.now() > deadline) {
      throw new Error(
        `no such message for ${number.slice(0, 2)}XXXXXX${number.slice(-2)} in ${SERVER_LOG}` +
          ' (is the e2e server one Playwright started? a reused server may log elsewhere)',
      );
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The code in that SMS. */
export async function codeFor(
  phone: string,
  options: Omit<SmsWait, 'matching'> = {},
): Promise<string> {
  return codeInSms(await smsFor(phone, options))!;
}

let addresses = 0;

/**
 * Every journey of a run comes from 127.0.0.1, and the server allows 10 codes per address an
 * hour: each call to send a code gets an address of its own (a test range, 198.18.0.0/15),
 * as patients on different phones would have. The e2e server trusts one proxy
 * (playwright.config.ts), so it reads this header as a load balancer's.
 */
export async function ownAddressForCodes(page: Page): Promise<void> {
  const address = `198.18.${(process.pid + addresses) % 256}.${++addresses % 256}`;
  await page.route('**/api/auth/otp/', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

/** Sends a code to `phone` from the code step in `scope` and enters it. */
export async function enterCode(page: Page, scope: Locator, phone: string): Promise<void> {
  await ownAddressForCodes(page);
  const sentAfter = Date.now();
  await scope.getByRole('button', { name: 'Send code' }).click();
  const code = await codeFor(phone, { sentAfter });
  await scope.getByLabel('6-digit code').fill(code);
  await scope.getByRole('button', { name: 'Verify' }).click();
}

/**
 * The booking screen's step for an anonymous visitor: the patient's number, the code sent to
 * it, confirmed (which logs the visitor in). Then 'Confirm booking' books.
 */
export async function verifyPhoneInBookingScreen(page: Page, phone: string): Promise<void> {
  const form = page.locator('form.booking-screen');
  await form.getByLabel('Mobile number', { exact: true }).fill(phone);
  await enterCode(page, form, phone);
  await expect(form.getByText('✓ Mobile number confirmed')).toBeVisible();
}

/** On the login page: the number typed, the code from the outbox entered. */
export async function logInHere(page: Page, phone: string): Promise<void> {
  await page.getByLabel('Mobile number', { exact: true }).fill(phone);
  await enterCode(page, page.getByRole('group', { name: 'One-time code' }), phone);
}
