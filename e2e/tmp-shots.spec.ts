import { test } from '@playwright/test';
import { bookForPatient, logIn } from './booking-api';
import { phoneFor } from './phones';
import { fromSitemap } from './sitemap';

test('screenshots', async ({ page, baseURL }) => {
  test.setTimeout(300_000);
  await page.context().addCookies([{ name: 'pop_up_shown', value: '1', url: baseURL! }]);
  const phone = phoneFor('shots', '9');
  await logIn(page.request, phone, { 'x-forwarded-for': '198.18.99.1' });
  const ref = await bookForPatient(page.request, phone);
  const product = await fromSitemap(page, 'hyderabad', 'mri-brain');
  for (const locale of ['hi', 'te']) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      const shots: [string, string][] = [
        ['home', `/${locale}/`],
        ['product', `/${locale}${product}`],
        ['booking-screen', `/${locale}${product}#/book-appointment/walkin/`],
        ['booking-page', `/${locale}/booking/${ref}/`],
      ];
      for (const [name, path] of shots) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        if (name === 'booking-screen') await page.waitForTimeout(1500);
        await page.screenshot({ path: `/tmp/shots/${locale}-${name}-${width}.png`, fullPage: name !== 'booking-screen' });
      }
    }
  }
});
