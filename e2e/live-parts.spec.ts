import { expect, test } from './fixtures';
import { expectAccessible } from './page-checks';
import { phoneFor } from './phones';
import { fromSitemap } from './sitemap';

// The live parts of the product page, on the real server.

const UTM = 'utm_source=e2e';

test('the lead popup: an invalid then a valid number reaches walk-in booking (no home service)', async ({
  page,
}, info) => {
  const path = await fromSitemap(page, 'hyderabad', 'mri-brain');
  await page.goto(`${path}?${UTM}`);
  const popup = page.getByRole('dialog', { name: 'View low price centres' });
  await expect(popup).toBeVisible();
  const tip = popup.getByText('Please enter 10 digit mobile number to view low price centers');
  const next = popup.getByRole('button', { name: 'Next' });
  await popup.getByLabel('Mobile number').fill('12345');
  await expect(tip).toBeVisible();
  await expect(next).toBeDisabled();
  const phone = phoneFor(info.project.name + 'lead', '9');
  await popup.getByLabel('Mobile number').fill(`+91 ${phone}`);
  await expect(tip).toBeHidden();
  const stored = page.waitForResponse('**/api/aggregator/call_me/');
  await next.click();
  expect((await stored).status()).toBe(200);
  await expect(page).toHaveURL(`${path}?${UTM}#/book-appointment/walkin/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Book MRI Brain' })).toBeVisible();
  await expect(popup).toBeHidden();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'phone_number')?.value).toBe(phone);
  expect(cookies.find((c) => c.name === 'pop_up_shown')?.value).toBe('1');

  // Shown once: not again on the next page view.
  await page.goto(`${path}?${UTM}`);
  await expect(page.getByRole('heading', { level: 1, name: 'MRI Brain' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(popup).toBeHidden();
});

test('call-me on the page goes to the service picker when home service is offered', async ({
  page,
}, info) => {
  const path = await fromSitemap(page, 'pune', 'cbc');
  await page.goto(`${path}?${UTM}`);
  const lead = page.getByRole('dialog', { name: 'View low price centres' });
  await lead.waitFor();
  await page.keyboard.press('Escape');
  await expect(lead).toBeHidden();
  const card = page.getByRole('region', { name: 'Find centres near you' });
  await expect(
    card.getByText('Please enter 10 digit mobile number to view near by centers'),
  ).toBeVisible();
  await card.getByLabel('Mobile number').fill(phoneFor(info.project.name + 'card', '9'));
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/#\/diagnostic-service-picker\/null\/$/);
  await expect(page.getByRole('link', { name: /Home service/ })).toBeVisible();
  // What was promised, as the acknowledgement says it: in minutes in call hours, else a time.
  await expect(page.getByRole('status').filter({ hasText: 'We have your request' })).toHaveText(
    /we will call you (within \d+ minutes|by \d{1,2}:\d{2} [AP]M (today|tonight|tomorrow))\./,
  );
  await page.getByRole('link', { name: /Walk-in at a centre/ }).click();
  await expect(page).toHaveURL(/#\/book-appointment\/walkin\/$/);
  await expect(page.getByText(/^Walk-in at the centre · /)).toBeVisible();
  // The browser's back button leaves the screens, one at a time.
  await page.goBack();
  await expect(page).toHaveURL(/#\/diagnostic-service-picker\/null\/$/);
  await page.goBack();
  await expect(page).toHaveURL(`${path}?${UTM}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'CBC (Complete Blood Count)' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: /How would you like/ })).toHaveCount(0);
});

test.describe('with the lead popup already shown', () => {
  let path: string;
  test.beforeEach(async ({ page, baseURL }) => {
    await page.context().addCookies([{ name: 'pop_up_shown', value: '1', url: baseURL! }]);
    path = await fromSitemap(page, 'hyderabad', 'mri-brain');
  });

  test('the chat button opens WhatsApp with the stored conversation id', async ({ page }) => {
    await page.goto(`${path}?${UTM}`);
    let whatsapp = '';
    await page.route('https://wa.me/**', async (route) => {
      whatsapp = route.request().url();
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>WhatsApp</title>',
      });
    });
    // The real call, read on its way back (the page navigates away before it could be read).
    let id = '';
    await page.route('**/api/whatsapp/conversation_log/', async (route) => {
      const response = await route.fetch();
      id = ((await response.json()) as { active_conversation_id: string }).active_conversation_id;
      await route.fulfill({ response });
    });
    await page.getByRole('button', { name: 'Book your appointment via WhatsApp' }).click();
    await expect(page).toHaveTitle('WhatsApp');
    const url = new URL(whatsapp);
    expect(url.host).toBe('wa.me');
    expect(url.searchParams.get('text')).toContain('book MRI Brain in Hyderabad');
    expect(id).toMatch(/\S{8,}/);
    expect(url.searchParams.get('text')).toContain(`(Ref: ${id})`);
  });

  test("'Show More Reviews' opens the full list, which loads more as it scrolls", async ({
    page,
  }) => {
    await page.goto(path);
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await expect(reviews.locator('.review')).toHaveCount(3);
    await reviews.getByRole('button', { name: 'Show More Reviews' }).click();
    const all = page.getByRole('dialog', { name: 'Customer reviews' });
    await expect(all.locator('.review')).toHaveCount(20);
    await all.locator('.popup-body').evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect(all.locator('.review')).toHaveCount(40);
    await page.keyboard.press('Escape');
    await expect(all).toBeHidden();
    await expect(reviews.getByRole('button', { name: 'Show More Reviews' })).toBeFocused();
  });

  test('night pricing is offered at 21:00 India time; at 19:00 the same box says when', async ({
    page,
  }) => {
    const offer = page.getByRole('complementary', { name: 'Night pricing' });
    const partners = page.getByRole('heading', { level: 2, name: /^Partner diagnostic centres/ });
    await page.clock.setFixedTime(new Date('2026-11-21T13:30:00Z')); // 19:00 IST
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expect(offer.getByText('Night slots from 8PM:')).toBeVisible();
    await expect(offer.getByText('Night slots tonight:')).toBeHidden();
    const byDay = { box: await offer.boundingBox(), partners: await partners.boundingBox() };

    await page.clock.setFixedTime(new Date('2026-11-21T15:30:00Z')); // 21:00 IST
    await page.reload();
    await page.waitForLoadState('networkidle');
    await expect(offer.getByText('Night slots tonight:')).toBeVisible();
    await expect(offer.getByText('Night slots from 8PM:')).toBeHidden();
    await expect(offer).toContainText('MRI at ₹2,750');
    // The box is the same by day and by night: nothing below it moves when night comes.
    expect(await offer.boundingBox()).toEqual(byDay.box);
    expect(await partners.boundingBox()).toEqual(byDay.partners);
    await offer.getByRole('button', { name: 'See night pricing' }).click();
    await expect(page.getByRole('dialog', { name: 'Night pricing' })).toContainText('₹2,750');
  });

  test("the survey: 'No', then 'Next week' goes to booking; Escape closes the popup", async ({
    page,
  }) => {
    await page.goto(path);
    const survey = page.getByRole('region', { name: 'When are you looking to get the test?' });
    await survey.getByRole('button', { name: 'No' }).click();
    const popup = page.getByRole('dialog', { name: 'When are you looking to get the test' });
    await popup.getByRole('button', { name: 'I have questions' }).click();
    await expect(popup.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', /^tel:/);
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
    await survey.getByRole('button', { name: 'No' }).click();
    await popup.getByRole('button', { name: 'Next week' }).click();
    await expect(page).toHaveURL(/#\/book-appointment\/walkin\/$/);
  });

  test("'View Tests' lists the deal's 32 tests, with the way to its page", async ({ page }) => {
    await page.goto(`${path}?${UTM}`);
    await page.getByRole('link', { name: 'View Tests' }).click();
    const list = page.getByRole('dialog', { name: 'Full Body Checkup at Home: 32 tests' });
    await expect(list.getByRole('listitem')).toHaveCount(32);
    await expect(list.getByRole('link', { name: 'See the package and book' })).toHaveAttribute(
      'href',
      `/deal/hc_499_tvhr_0_33/?utm_experiment_city=hyderabad&${UTM}`,
    );
  });

  test('area search picks an area and shows it first', async ({ page }) => {
    await page.goto(path);
    const areas = page.getByRole('region', { name: /Lowest prices by area/ });
    const input = areas.getByLabel('Search your area');
    await expect(input).toBeEnabled();
    await input.fill('ameerpt');
    await areas
      .getByRole('list', { name: 'Matching areas' })
      .getByRole('button', { name: 'Ameerpet' })
      .click();
    await expect(areas.getByRole('status')).toContainText('Ameerpet');
    await expect(areas.locator('.area-list li').first()).toHaveClass('area-mine');
    const cookies = await page.context().cookies();
    expect(Number(cookies.find((c) => c.name === 'customer_area_id')?.value)).toBeGreaterThan(0);
  });

  test('no serious or critical accessibility violation on a screen and in a popup', async ({
    page,
  }) => {
    await page.goto(`${path}#/book-appointment/walkin/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Book MRI Brain' })).toBeVisible();
    await expectAccessible(page);
    await page.goto(path);
    await page.getByRole('button', { name: 'Show More Reviews' }).click();
    await expect(page.getByRole('dialog').locator('.review')).toHaveCount(20);
    // axe weighs colours by opacity: check the popup once its 200 ms fade-in is over (the list
    // can arrive sooner, and half-faded grey text fails the contrast rule).
    await expect(page.locator('.popup-layer.is-shown')).toHaveCSS('opacity', '1');
    await expectAccessible(page);
  });
});
