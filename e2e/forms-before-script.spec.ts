import { expect, test, type Browser, type Locator, type Page } from './fixtures';
import { fromSitemap } from './sitemap';
import { demoLogin, staffLogIn } from './staff';

// The forms the page's script sends, as the browser holds them before that script runs (a slow
// phone, a press during loading) or without it: each says POST and each button waits, so a
// press or an Enter then neither reloads the page with the fields in its address (and the
// history and the access log) nor is taken and lost.

test.skip(({ isMobile }) => isMobile, 'one run, at desktop width');

/** `role`'s console with JavaScript off: logged in with it on, then its cookies kept. */
async function consoleWithoutScript(browser: Browser, role: 'admin' | 'centre_staff') {
  const on = await browser.newContext();
  await staffLogIn(await on.newPage(), demoLogin(role));
  const storageState = await on.storageState();
  await on.close();
  const off = await browser.newContext({ javaScriptEnabled: false, storageState });
  return off.newPage();
}

/** Every form in `scope` posts and every button in it is disabled; `forms` of them at least. */
async function expectWaiting(scope: Locator, forms: number) {
  const all = scope.locator('form');
  expect(await all.count()).toBeGreaterThanOrEqual(forms);
  for (const form of await all.all()) await expect(form).toHaveAttribute('method', 'post');
  const buttons = scope.getByRole('button');
  expect(await buttons.count()).toBeGreaterThanOrEqual(forms);
  for (const button of await buttons.all()) await expect(button).toBeDisabled();
}

/** Enter in `field` sends nothing by itself: the address gets no query string. */
async function expectEnterSendsNothing(page: Page, field: Locator) {
  const before = page.url();
  const left = page
    .waitForURL((url) => url.href !== before, { timeout: 3_000 })
    .then(
      () => true,
      () => false,
    );
  await field.press('Enter');
  expect(await left, `Enter in a field went to ${page.url()}`).toBe(false);
  expect(new URL(page.url()).search).toBe('');
}

test('call-me on a product page posts, and Next waits for the script', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const path = await fromSitemap(page, 'pune', 'cbc');
  await page.goto(path);
  const card = page.getByRole('region', { name: 'Find centres near you' });
  await expectWaiting(card, 1);
  const number = card.getByLabel('Mobile number');
  await number.fill('9876543210');
  await expectEnterSendsNothing(page, number);
  await context.close();
});

test('a centre’s settings, slots, days and prices post, and their buttons wait', async ({
  browser,
}) => {
  const page = await consoleWithoutScript(browser, 'centre_staff');
  await page.goto('/partner/');
  await page.getByText(/^Schedule and prices of a centre/).click();
  await page.locator('a[href^="/partner/centres/"]').first().click();
  await expect(page).toHaveURL(/\/partner\/centres\/\d+\/$/);
  await expectWaiting(page.locator('main'), 4);
  const hours = page.getByRole('region', { name: 'Hours, slots and promises' });
  await expectEnterSendsNothing(page, hours.getByLabel('Slot length (minutes)'));
  await page.context().close();
});

test('the campaign link builder and the channel list post, and their buttons wait', async ({
  browser,
}) => {
  const page = await consoleWithoutScript(browser, 'admin');
  await page.goto('/ops/campaigns/new/');
  await expectWaiting(page.locator('main'), 2);
  const campaign = page.getByLabel('Campaign');
  await campaign.fill('pune-mri-december');
  await expectEnterSendsNothing(page, campaign);
  const value = page.getByLabel('Value');
  await value.fill('youtube');
  await expectEnterSendsNothing(page, value);
  await page.context().close();
});
