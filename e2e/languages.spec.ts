// A patient who reads Telugu or Hindi, on a phone and a desktop: from a campaign link to the
// product page in the language, an area found by its name in the language's script, a home
// collection booked on screens in the language, and the booking's SMS in the language.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { latinShare } from '../lib/i18n/script-share';
import { languageOf } from '../lib/i18n/locales';
import { inQuietHours } from '../lib/messages/timing';
import { codeFor, ownAddressForCodes, smsFor } from './otp';
import { expectAccessible } from './page-checks';
import { phoneFor } from './phones';
import { fromSitemap } from './sitemap';
import { openFreeDay } from './free-day';

type Tree = { [key: string]: string | Tree };
const read = (file: string) =>
  JSON.parse(readFileSync(path.join(process.cwd(), 'lib', 'i18n', file), 'utf8')) as Tree;

/** A message of the language as the page shows it, `{…}` arguments filled from `values`. */
function words(locale: string) {
  const cache = new Map<string, Tree>();
  return (key: string, values: Record<string, string> = {}) => {
    const [namespace, ...rest] = key.split('.');
    if (!cache.has(namespace!)) cache.set(namespace!, read(`messages/${locale}/${namespace}.json`));
    let node: string | Tree = cache.get(namespace!)!;
    for (const part of rest) node = (node as Tree)[part]!;
    return (node as string).replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  };
}

const CAMPAIGN = 'utm_source=whatsapp&utm_campaign=family';

for (const locale of ['te', 'hi']) {
  const t = words(locale);
  const language = languageOf(locale);
  const content = read(`content/${locale}/places.json`) as {
    cities: Record<string, { name: string; areas: Record<string, string> }>;
  };
  const product = (read(`content/${locale}/products-lab.json`) as { products: Tree }).products
    .cbc as { name: string };
  const hyderabad = content.cities.hyderabad!;

  test(`${language.name}: a home collection booked from a campaign link, its SMS in ${locale}`, async ({
    page,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    await page.context().addCookies([{ name: 'pop_up_shown', value: '1', url: baseURL! }]);
    const english = await fromSitemap(page, 'hyderabad', 'cbc');
    await page.goto(`/${locale}${english}?${CAMPAIGN}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const text = await page.locator('main').innerText();
    expect(latinShare(text, language.script as 'Deva' | 'Telu')).toBeLessThan(0.5);
    await expectAccessible(page);

    await page
      .getByRole('link', { name: t('productPage.checkAppointments') })
      .first()
      .click();
    await page.getByRole('link', { name: new RegExp(t('productPage.servicePicker.home')) }).click();
    await expect(page).toHaveURL(/#\/book-appointment\/home-service\/$/);
    // The query of the campaign link is still there: the booking is credited to it.
    expect(new URL(page.url()).search).toBe(`?${CAMPAIGN}`);
    const screen = page.getByRole('region', {
      name: t('productPage.parts.screen', { product: product.name }),
    });
    const centres = screen.getByRole('group', { name: t('booking.centre.legend') });
    await expect(centres.getByRole('radio').first()).toBeVisible();

    // The area of the last centre shown, typed in the language's script.
    const area = (await centres.locator('label[data-area]').last().getAttribute('data-area'))!;
    const local = hyderabad.areas[area]!;
    await screen
      .getByLabel(t('productPage.areaSearch.label'))
      .fill([...local].slice(0, 4).join(''));
    await screen
      .getByRole('list', { name: t('productPage.areaSearch.results') })
      .getByRole('button', { name: local })
      .first()
      .click();
    await centres.locator('label').first().click();

    await openFreeDay(screen, screen.getByRole('group', { name: t('booking.slots.date') }));
    await screen.locator('.slot-grid button:not([disabled])').first().click();
    await screen.getByLabel(t('booking.patient.name')).fill('Lakshmi Devi');
    await screen.getByLabel(t('booking.patient.age')).fill('67');
    await screen.getByLabel(t('booking.patient.gender')).selectOption('female');
    const phone = phoneFor(`${info.project.name}${locale}`, '9');
    await screen.getByLabel(t('booking.patient.phone'), { exact: true }).fill(phone);
    await ownAddressForCodes(page);
    const codeSent = Date.now();
    await screen.getByRole('button', { name: t('account.send') }).click();
    const code = await codeFor(phone, { sentAfter: codeSent });
    // The login code came in the language too.
    const codeSms = await smsFor(phone, { sentAfter: codeSent });
    expect(latinShare(codeSms, language.script as 'Deva' | 'Telu')).toBeLessThan(0.5);
    await screen.getByLabel(t('account.codeLabel')).fill(code);
    await screen.getByRole('button', { name: t('account.verify'), exact: true }).click();
    await expect(screen.getByText(t('booking.screen.phoneConfirmed'))).toBeVisible();
    await screen
      .getByLabel(t('booking.patient.address'))
      .fill('Flat 4, Sai Residency, Road No. 12');
    await screen.getByLabel(t('booking.patient.pincode')).fill('500034');
    const booked = Date.now();
    await screen.getByRole('button', { name: t('booking.screen.confirm') }).click();

    await expect(page).toHaveURL(new RegExp(`/${locale}/booking/DX-[A-Z2-9]{6}/$`));
    const reference = /\/booking\/(DX-[A-Z2-9]{6})\//.exec(page.url())![1]!;
    await expect(page.locator('html')).toHaveAttribute('lang', language.tag);
    expect(
      latinShare(await page.locator('main').innerText(), language.script as 'Deva' | 'Telu'),
    ).toBeLessThan(0.5);
    await expectAccessible(page);

    if (inQuietHours(new Date(booked))) {
      // Booked between 9 PM and 8 AM India time: the message waits for 8 AM (its words are
      // checked in lib/messages and app/api/booking/language.db.test.ts).
      await expect(page.locator('main')).toContainText('08:00');
    } else {
      const sms = await smsFor(phone, {
        sentAfter: booked,
        timeoutMs: 30_000,
        matching: (s) => s.includes(reference),
      });
      expect(latinShare(sms, language.script as 'Deva' | 'Telu')).toBeLessThan(0.5);
      expect(sms).toContain(`/${locale}/booking/${reference}/`);
    }
  });
}

test('the Hindi and Telugu pages a patient meets first pass axe', async ({ page, baseURL }) => {
  // Twelve pages, each through axe: a minute is too little on a busy two-core machine.
  test.slow();
  // The lead popup (e2e/live-parts.spec.ts) fading in would be measured half-drawn.
  await page.context().addCookies([{ name: 'pop_up_shown', value: '1', url: baseURL! }]);
  const cbc = await fromSitemap(page, 'hyderabad', 'cbc');
  for (const locale of ['hi', 'te']) {
    for (const path of ['/', '/hyderabad/', cbc, '/search/?q=thyroid', '/login/', '/privacy/']) {
      await page.goto(`/${locale}${path}`);
      await expectAccessible(page);
    }
  }
});
