import { expect, test, type Page } from './fixtures';
import { expectAccessible } from './page-checks';
import { codeFor, enterCode, ownAddressForCodes } from './otp';
import { bookFirstFree } from './book-first-free';
import { fromSitemap } from './sitemap';
import { phoneFor } from './phones';

// Patient accounts, on the real production server: log in with the code read from
// the outbox, My bookings, book as a logged-in patient, log out.

async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((c) => /^(__Host-)?session$/.test(c.name));
}

test('log in with the code from the outbox, see My bookings, book, log out; the old cookie then gets 401', async ({
  page,
}, info) => {
  const phone = phoneFor(`${info.project.name}login`, '8');

  // "My bookings" is in every page's header; anonymous, it asks to log in first.
  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'My bookings' }).click();
  await expect(page).toHaveURL('/login/?next=%2Fmy-bookings%2F');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectAccessible(page);

  await page
    .getByLabel('Mobile number', { exact: true })
    .fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  const step = page.getByRole('group', { name: 'One-time code' });
  await enterCode(page, step, phone);
  await expect(page).toHaveURL('/my-bookings/');
  await expect(page.getByRole('heading', { level: 1, name: 'My bookings' })).toBeVisible();
  await expect(
    page.getByText(`Logged in as +91 ${phone.slice(0, 5)} ${phone.slice(5)}`),
  ).toBeVisible();
  await expect(page.getByText('You have no bookings yet.')).toBeVisible();

  // The cookie: HttpOnly, SameSite=Lax; on this production server Secure and __Host-.
  const cookie = (await sessionCookie(page))!;
  expect(cookie).toMatchObject({
    name: '__Host-session',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    path: '/',
  });
  expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{22}$/);
  const personal = await page.request.get('/my-bookings/');
  expect(personal.headers()['cache-control']).toMatch(/no-store/);

  // Book as the logged-in patient: no lead popup, the number prefilled and confirmed.
  const path = await fromSitemap(page, 'hyderabad', 'mri-brain');
  await page.goto(`${path}#/book-appointment/walkin/`);
  await expect(page.getByRole('dialog', { name: 'View low price centres' })).toBeHidden();
  const form = page.locator('form.booking-screen');
  await expect(form.getByLabel('Mobile number', { exact: true })).toHaveValue(phone);
  await expect(form.getByText('✓ Mobile number confirmed')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Send code' })).toHaveCount(0);
  const reference = await bookFirstFree(page);

  await page.goto('/my-bookings/');
  const item = page.getByRole('listitem').filter({ hasText: reference });
  await expect(item.getByText('Upcoming')).toBeVisible();
  await expect(item.getByRole('link', { name: 'MRI Brain' })).toHaveAttribute(
    'href',
    `/booking/${reference}/`,
  );
  await expectAccessible(page);

  // Log out: the session ends on the server; a copy of the old cookie is refused.
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL('/');
  expect(await sessionCookie(page)).toBeUndefined();
  const oldCookie = { headers: { cookie: `${cookie.name}=${cookie.value}` } };
  const me = await page.request.fetch('/api/auth/me/', oldCookie);
  expect(me.status()).toBe(401);
  expect(await me.json()).toMatchObject({ error_code: 401, sub_code: 'login_required' });
  expect((await page.request.fetch('/api/auth/me/bookings/', oldCookie)).status()).toBe(401);
  await page.goto('/my-bookings/');
  await expect(page).toHaveURL('/login/?next=%2Fmy-bookings%2F');
});

test('an anonymous visitor confirms the number with a code before booking, and is logged in by it', async ({
  page,
}, info) => {
  const phone = phoneFor(`${info.project.name}book`, '8');
  const path = await fromSitemap(page, 'pune', 'mri-brain');
  await page.goto(`${path}#/book-appointment/walkin/`);
  // The lead popup asks an anonymous visitor for the number first; this one closes it.
  await page.getByRole('dialog', { name: 'View low price centres' }).waitFor();
  await page.keyboard.press('Escape');
  const form = page.locator('form.booking-screen');
  await form.getByLabel('Mobile number', { exact: true }).fill(phone);
  const confirm = form.getByRole('button', { name: 'Confirm booking' });
  await expect(confirm).toBeDisabled();

  // A wrong code first: refused with the tries left, and it may be entered again.
  await ownAddressForCodes(page);
  await form.getByRole('button', { name: 'Send code' }).click();
  const code = await codeFor(phone);
  await form.getByLabel('6-digit code').fill(code === '000000' ? '111111' : '000000');
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByRole('alert')).toHaveText('That code is not right. 4 tries left.');
  await form.getByLabel('6-digit code').fill(code);
  await form.getByRole('button', { name: 'Verify' }).click();
  await expect(form.getByText('✓ Mobile number confirmed')).toBeVisible();

  const reference = await bookFirstFree(page);
  const mine = await page.request.get('/api/auth/me/bookings/');
  expect(mine.status()).toBe(200);
  const { bookings } = (await mine.json()) as { bookings: { reference: string }[] };
  expect(bookings.map((b) => b.reference)).toEqual([reference]);
});
