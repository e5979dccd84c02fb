// The screens only the browser builds are valid HTML too: the product page once its
// live parts have loaded, the walk-in-or-home question, both booking screens with a centre and a
// slot chosen, and the lead popup. Their live DOM goes through the same checker as the served
// pages (e2e/html-valid.api.spec.ts).
import { expect, test, type Page } from './fixtures';
import { fromSitemap } from './sitemap';
import { expectValidHtml } from './vnu';
import { openFreeDay } from './free-day';

const dom = (page: Page) =>
  page.evaluate(() => `<!DOCTYPE html>\n${document.documentElement.outerHTML}`);

/** A centre and the first free slot after today on the open booking screen. */
async function chooseCentreAndSlot(page: Page) {
  await page.getByRole('group', { name: 'Centre' }).locator('label').first().click();
  await openFreeDay(page);
  await page
    .getByRole('group', { name: /^Times on / })
    .getByRole('button', { disabled: false })
    .first()
    .click();
}

test('the screens the browser builds are valid HTML (Nu Html Checker)', async ({
  page,
  baseURL,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the same markup at every width; checked once');
  test.setTimeout(120_000);
  const screens = new Map<string, string>();
  const path = await fromSitemap(page, 'pune', 'cbc');

  // The lead popup opens on a first visit (no pop_up_shown cookie yet).
  await page.goto(path);
  await expect(page.getByRole('dialog')).toBeVisible();
  screens.set('lead popup', await dom(page));
  await page.context().addCookies([{ name: 'pop_up_shown', value: '1', url: baseURL! }]);

  await page.goto(path);
  await expect(page.locator('.partner img').first()).toBeVisible(); // logos loaded near the top
  screens.set('product page, live', await dom(page));

  await page.getByRole('link', { name: 'Check Appointments' }).first().click();
  await expect(page).toHaveURL(/#\/diagnostic-service-picker\//);
  screens.set('walk-in or home', await dom(page));

  await page.getByRole('link', { name: /Walk-in/ }).click();
  await expect(page).toHaveURL(/#\/book-appointment\/walkin\/$/);
  await chooseCentreAndSlot(page);
  screens.set('walk-in booking screen', await dom(page));

  await page.goto(`${path}#/book-appointment/home-service/`);
  await chooseCentreAndSlot(page);
  screens.set('home-service booking screen', await dom(page));

  expectValidHtml(screens);
});
