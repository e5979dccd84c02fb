import { readFileSync } from 'node:fs';
import { expect, test, scriptsRan } from './fixtures';
import { bookFirstFree } from './book-first-free';
import { logInHere, smsFor } from './otp';
import { expectAccessible } from './page-checks';
import { phoneFor } from './phones';
import { fromSitemap } from './sitemap';

// Privacy: the consent line where a number is taken, and My data: see, download, delete.

test('the call-me and booking forms say what the number is for, with an unticked marketing box', async ({
  page,
}) => {
  const path = await fromSitemap(page, 'pune', 'cbc');
  await page.goto(`${path}#/book-appointment/walkin/`);
  const popup = page.getByRole('dialog', { name: 'View low price centres' });
  await expect(
    popup.getByText(/call you back about this test, and delete it within 90 days/),
  ).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Privacy notice' })).toHaveAttribute(
    'href',
    '/privacy/',
  );
  await expect(popup.getByRole('checkbox', { name: /offers and health tips/ })).not.toBeChecked();
  await page.keyboard.press('Escape');
  const form = page.locator('form.booking-screen');
  await expect(
    form.getByText(/We use this number for this booking and its messages/),
  ).toBeVisible();
  await expect(form.getByRole('checkbox', { name: /offers and health tips/ })).not.toBeChecked();
});

test('a patient logs in, sees and downloads their data, deletes it, and the old booking no longer opens', async ({
  page,
}, info) => {
  const phone = phoneFor(`${info.project.name}mydata`, '7');
  await page.goto('/my-data/');
  await expect(page).toHaveURL('/login/?next=%2Fmy-data%2F');
  await logInHere(page, phone);
  await expect(page).toHaveURL('/my-data/');

  const path = await fromSitemap(page, 'pune', 'mri-brain');
  await page.goto(`${path}#/book-appointment/walkin/`);
  const reference = await bookFirstFree(page, 'Rukmini Devi Quorra');

  await page.goto('/my-data/');
  await expect(page.getByRole('heading', { level: 1, name: 'My data' })).toBeVisible();
  const bookings = page.getByRole('region', { name: 'Bookings' });
  await expect(bookings.getByText(reference)).toBeVisible();
  await expect(bookings.getByText(/Rukmini Devi Quorra/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'What you agreed to' })).toContainText(
    'We use this number for this booking and its messages',
  );
  await expect(page.getByRole('region', { name: 'Messages sent to you' })).toContainText(
    'Do not call me: ',
  );
  await expectAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data (JSON)' }).click(),
  ]);
  const file = JSON.parse(readFileSync((await download.path())!, 'utf8')) as {
    phone: string;
    bookings: { reference: string; patient: { name: string } }[];
    consents: unknown[];
    messages: unknown[];
    login_sessions: unknown[];
  };
  expect(file.phone).toBe(phone);
  expect(file.bookings.map((b) => [b.reference, b.patient.name])).toEqual([
    [reference, 'Rukmini Devi Quorra'],
  ]);
  expect(file.consents.length).toBeGreaterThan(0);
  expect(file.messages.length).toBeGreaterThan(0);
  expect(file.login_sessions.length).toBeGreaterThan(0);

  // Delete: the upcoming booking is named as cancelled first; the button waits for the tick.
  const danger = page.getByRole('region', { name: 'Delete my data' });
  await expect(danger.getByRole('note')).toContainText(`${reference}: MRI Brain`);
  const erase = danger.getByRole('button', { name: 'Delete my data' });
  await expect(erase).toBeDisabled();
  await danger.getByRole('checkbox', { name: /deleted for good/ }).check();
  await erase.click();
  await expect(page).toHaveURL('/my-data/?deleted=1');
  await expect(page.getByRole('status')).toContainText('Your data is deleted');

  const old = await page.goto(`/booking/${reference}/`);
  expect(old?.status()).toBe(404);
  expect((await page.request.get(`/api/booking/${reference}/`)).status()).toBe(404);
  await page.goto('/my-data/');
  await expect(page).toHaveURL('/login/?next=%2Fmy-data%2F');
});

test("'do not call me' on My data: a later call-me is acknowledged without a call, and the page says so", async ({
  page,
}, info) => {
  const phone = phoneFor(`${info.project.name}dnc`, '7');
  await page.goto('/login/?next=%2Fmy-data%2F');
  await logInHere(page, phone);
  await expect(page).toHaveURL('/my-data/');
  await scriptsRan(page);
  const choices = page.getByRole('region', { name: 'Your choices' });
  await choices.getByRole('checkbox', { name: /Do not call me/ }).check();
  await expect(choices.getByRole('status')).toHaveText('Saved.');
  await page.reload();
  await expect(choices.getByRole('checkbox', { name: /Do not call me/ })).toBeChecked();

  const answer = await page.request.post('/api/aggregator/call_me/', {
    data: { call_me_number: phone, source: '/pune/' },
  });
  expect(await answer.json()).toEqual({ success: true, do_not_call: true, call_by: null });

  // On the product page the form tells the patient, then moves on when asked.
  const path = await fromSitemap(page, 'pune', 'mri-brain');
  await page.goto(path);
  const card = page.getByRole('region', { name: 'Find centres near you' });
  await card.getByRole('button', { name: 'Next' }).click();
  await expect(card.getByRole('status')).toContainText(
    'You asked us not to call this number, so we will not call you.',
  );
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/#\/(book-appointment|diagnostic-service-picker)\//);
});

test("the 'do not call me' link of a message stops calls for its number, with no login", async ({
  page,
}, info) => {
  const phone = phoneFor(`${info.project.name}dnclink`, '7');
  await page.goto('/login/');
  await logInHere(page, phone);
  await expect(page).toHaveURL('/my-bookings/');
  const link = /Do not call me: https?:\/\/[^/]+(\/do-not-call\/[\w-]+\/)/.exec(
    await smsFor(phone),
  );
  expect(link).not.toBeNull();

  // Opened in another browser, with no session: the link alone proves the number.
  const stranger = await page.context().browser()!.newContext();
  const other = await stranger.newPage();
  await other.goto(link![1]!);
  const masked = `${phone.slice(0, 2)}XXXXXX${phone.slice(-2)}`;
  await expect(other.getByRole('heading', { level: 1, name: 'Do not call me' })).toBeVisible();
  await other.getByRole('button', { name: `Do not call ${masked}` }).click();
  await expect(other.getByRole('status')).toContainText(`We will not call ${masked}`);
  await stranger.close();
  // A changed token is not a link we sent.
  const token = link![1]!.split('/')[2]!;
  const changed = `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;
  expect((await page.request.get(`/do-not-call/${changed}/`)).status()).toBe(404);

  await page.goto('/my-data/');
  await expect(
    page
      .getByRole('region', { name: 'Your choices' })
      .getByRole('checkbox', { name: /Do not call me/ }),
  ).toBeChecked();
});
