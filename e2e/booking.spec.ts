import { expect, test, type Page } from './fixtures';
import { codeFor, verifyPhoneInBookingScreen } from './otp';
import { openFreeDay } from './free-day';
import { expectAccessible } from './page-checks';
import { phoneFor } from './phones';
import { fromSitemap } from './sitemap';
import { answerSafety } from './safety-answers';

// Booking that is really stored, from the product page to the booking's own page.

const UTM = 'utm_source=e2e';

test.beforeEach(async ({ page, baseURL }) => {
  // The lead popup (e2e/live-parts.spec.ts) is not what these journeys are about.
  await page.context().addCookies([{ name: 'pop_up_shown', value: '1', url: baseURL! }]);
});

/** The first day after today with a free slot, then its first slot with a place left; its
 * "N left" count and the day's place in the date strip. */
async function pickSlot(page: Page) {
  const dates = page.getByRole('group', { name: 'Date' });
  const day = await openFreeDay(page);
  const slot = page
    .getByRole('group', { name: /^Times on / })
    .getByRole('button', { disabled: false })
    .first();
  await expect(slot).toBeVisible();
  const time = (await slot.locator('strong').textContent())!;
  const left = Number((await slot.locator('span').first().textContent())!.replace(/\D/g, ''));
  await slot.click();
  return { time, left, day, dateLabel: (await dates.getByRole('button').nth(day).textContent())! };
}

/** The booking screen (the main page is hidden behind it, with fields of the same names). */
const bookingScreen = (page: Page) => page.getByRole('region', { name: /: booking$/ });

async function fillPatient(page: Page, phone: string) {
  const screen = bookingScreen(page);
  await screen.getByLabel('Full name').fill('Asha Rao');
  await screen.getByLabel('Age').fill('42');
  await screen.getByLabel('Gender').selectOption('female');
  // An anonymous visitor confirms the number with a one-time code.
  await verifyPhoneInBookingScreen(page, phone);
}

test('walk-in from the product page to the booking’s page, then a cancel that frees the place', async ({
  page,
}, info) => {
  const path = await fromSitemap(page, 'hyderabad', 'mri-brain');
  await page.goto(`${path}?${UTM}`);
  await page.getByRole('link', { name: 'Check Appointments' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book MRI Brain' })).toBeVisible();
  const centres = page.getByRole('group', { name: 'Centre' });
  await centres.locator('label').first().click();
  const centreName = (await centres.locator('.centre-on strong').textContent())!;
  await expect(centres.locator('.centre-on')).toContainText(/Report in \d+ hours/);
  const { time, left, day } = await pickSlot(page);
  // The report's promise for that centre and slot, and what a late one earns, before Confirm.
  await expect(page.getByText(/^Report by .+, or ₹\d+ off your next booking\.$/)).toBeVisible();
  await fillPatient(page, phoneFor(info.project.name, '8'));
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Total, paid at the centre');
  await answerSafety(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();

  await expect(page).toHaveURL(/\/booking\/DX-[A-Z2-9]{6}\/$/);
  const bookingUrl = page.url();
  await expect(page.getByText('Waiting for the centre', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`MRI Brain · `);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(time);
  await expect(page.getByText(centreName).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Progress' })).toContainText(
    /Your report is due \d+ hours after your check-in: by .+ if it starts at .+ as booked\./,
  );
  await expect(page.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
    'href',
    /google\.com\/maps/,
  );
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    /calendar\.ics$/,
  );
  const response = await page.request.get(bookingUrl);
  expect(response.headers()['cache-control']).toMatch(/no-store/);
  await expectAccessible(page);

  // The slot has one place fewer.
  await page.goto(`${path}#/book-appointment/walkin/`);
  await centres.locator('label').first().click();
  await page.getByRole('group', { name: 'Date' }).getByRole('button').nth(day).click();
  const sameSlot = page
    .getByRole('group', { name: /^Times on / })
    .getByRole('button', { name: new RegExp(`^${time}`) });
  await expect(sameSlot).toContainText(left - 1 === 0 ? 'Full' : `${left - 1} left`);

  // Cancel: the place returns.
  await page.goto(bookingUrl);
  await page.getByRole('button', { name: 'Cancel booking' }).click();
  await page
    .getByRole('dialog', { name: 'Cancel this booking?' })
    .getByRole('button', { name: 'Yes, cancel it' })
    .click();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();
  await page.goto(`${path}#/book-appointment/walkin/`);
  await centres.locator('label').first().click();
  await page.getByRole('group', { name: 'Date' }).getByRole('button').nth(day).click();
  await expect(sameSlot).toContainText(`${left} left`);
});

test('home service with an address, its collection fee in the total', async ({ page }, info) => {
  const path = await fromSitemap(page, 'pune', 'cbc');
  await page.goto(`${path}?${UTM}`);
  await page.getByRole('link', { name: 'Check Appointments' }).first().click();
  await page.getByRole('link', { name: /Home service/ }).click();
  await expect(page).toHaveURL(/#\/book-appointment\/home-service\/$/);
  const centres = page.getByRole('group', { name: 'Centre' });
  await centres.locator('label').first().click();
  await pickSlot(page);
  await fillPatient(page, phoneFor(`${info.project.name}home`, '8'));
  await bookingScreen(page)
    .getByLabel('Address for sample collection')
    .fill('Flat 4, Sai Residency, Karve Road');
  await bookingScreen(page).getByLabel('PIN code').fill('411004');
  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Total, paid at the centre');
  await answerSafety(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/booking\/DX-[A-Z2-9]{6}\/$/);
  await expect(page.getByText('At home: Flat 4, Sai Residency, Karve Road, 411004')).toBeVisible();
});

test('a centre chosen through the area search', async ({ page }) => {
  const path = await fromSitemap(page, 'hyderabad', 'mri-brain');
  await page.goto(`${path}#/book-appointment/walkin/`);
  const centres = page.getByRole('group', { name: 'Centre' });
  await expect(centres.getByRole('radio').first()).toBeVisible();
  // The last centre shown: not the cheapest, so ordering by its area changes the list.
  const areaName = (await centres.locator('label[data-area]').last().getAttribute('data-area'))!;
  await bookingScreen(page).getByLabel('Search your area').fill(areaName.slice(0, 6));
  await page
    .getByRole('list', { name: 'Matching areas' })
    .getByRole('button', { name: areaName })
    .first()
    .click();
  await expect(centres.getByRole('button', { name: `Near ${areaName}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(centres.locator('label[data-area]').first()).toHaveAttribute('data-area', areaName);
  await centres.locator('label').first().click();
  await pickSlot(page);
});

test('a booking is its owner’s: another browser gets a 404 until it enters a code sent to its number', async ({
  page,
  browser,
}, info) => {
  const path = await fromSitemap(page, 'hyderabad', 'mri-brain');
  await page.goto(`${path}#/book-appointment/walkin/`);
  await page.getByRole('group', { name: 'Centre' }).locator('label').nth(1).click();
  await pickSlot(page);
  const phone = phoneFor(`${info.project.name}owner`, '8');
  await fillPatient(page, phone);
  await answerSafety(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/booking\/DX-[A-Z2-9]{6}\/$/);
  const url = page.url();

  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  const response = await other.goto(url);
  expect(response?.status()).toBe(404);
  await expect(
    other.getByRole('heading', { name: 'We could not find that booking' }),
  ).toBeVisible();
  // Another number is answered as the booking's would be: whether it matched is never shown.
  await other.getByLabel('Mobile number').fill('9000000001');
  await other.getByRole('button', { name: 'Send code' }).click();
  await expect(
    other.getByText(/If \+91 90000 00001 is the number this booking was made with/),
  ).toBeVisible();
  await other.getByLabel('6-digit code').fill('000000');
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other.getByText(/That code is not right/)).toBeVisible();
  // The booking's number opens it only with the code sent to it.
  await other.getByLabel('Mobile number').fill(phone);
  const sentAfter = Date.now();
  await other.getByRole('button', { name: 'Send code' }).click();
  await other.getByLabel('6-digit code').fill(await codeFor(phone, { sentAfter }));
  await other.getByRole('button', { name: 'Verify' }).click();
  await expect(other.getByText('Waiting for the centre', { exact: true })).toBeVisible();
  await stranger.close();
});
