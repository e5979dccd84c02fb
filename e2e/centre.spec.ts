import { expect, test, type Page } from './fixtures';
import { logInHere } from './otp';
import { expectAccessible } from './page-checks';
import { phoneFor } from './phones';
import { fromSitemap } from './sitemap';
import { demoLogin, firstLogIn, staffLogIn } from './staff';
import { openFreeDay } from './free-day';
import { answerSafety } from './safety-answers';

// A booking's life with its centre, on the production server: a patient books a home collection;
// the centre's staff member accepts it, assigns a technician, marks on the way and sample
// collected, uploads the report; the patient's page shows each step and downloads the report.
// Another patient and another centre's staff get 404 for the booking and its report.

test.skip(({ isMobile }) => isMobile, 'one run, at desktop width: the staff console');

const PDF = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
  Buffer.alloc(1024, 0x20),
  Buffer.from('\n%%EOF\n'),
]);

async function bookHomeCollection(page: Page, organisation: string) {
  await page.context().addCookies([{ name: 'pop_up_shown', value: '1', url: page.url() }]);
  const path = await fromSitemap(page, 'hyderabad', 'cbc');
  await page.goto(`${path}#/book-appointment/home-service/`);
  const centres = page.getByRole('group', { name: 'Centre' });
  await page.getByRole('button', { name: /^Show all \d+ centres$/ }).click();
  await centres.locator('label', { hasText: organisation }).first().click();
  await openFreeDay(page);
  await page
    .getByRole('group', { name: /^Times on / })
    .getByRole('button', { disabled: false })
    .first()
    .click();
  const screen = page.getByRole('region', { name: /: booking$/ });
  await screen.getByLabel('Full name').fill('Lakshmi Narayan');
  await screen.getByLabel('Age').fill('61');
  await screen.getByLabel('Gender').selectOption('female');
  await screen.getByLabel('Address for sample collection').fill('Flat 12, Green Meadows, Road 3');
  await screen.getByLabel('PIN code').fill('500034');
  // The promise is stated before Confirm.
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(
    'The technician arrives between',
  );
  await expect(screen.getByText('✓ Mobile number confirmed')).toBeVisible();
  await answerSafety(page);
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await page.waitForURL(/\/booking\/DX-[A-Z2-9]{6}\/$/);
  return /\/booking\/(DX-[A-Z2-9]{6})\//.exec(page.url())![1]!;
}

/** The booking's card on the centre's day: found by its reference. */
const card = (page: Page, reference: string) =>
  page.locator('.day-booking', { hasText: reference });

test('a home collection from booking to report, each step on the patient’s page', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(240_000);
  const desk = demoLogin('centre_staff');
  const phone = phoneFor(`${info.project.name}centre`, '9');
  await page.goto('/login/');
  await logInHere(page, phone);
  await expect(page).toHaveURL('/my-bookings/');
  const reference = await bookHomeCollection(page, desk.organisation!);
  const progress = page.getByRole('region', { name: 'Progress' });
  await expect(page.getByText('Waiting for the centre', { exact: true })).toBeVisible();
  await expect(progress).toContainText('The centre accepts or declines your booking by');
  await expectAccessible(page);

  // The centre's staff member finds it on the slot's day, marked new.
  const staff = await (await browser.newContext()).newPage();
  await staffLogIn(staff, desk);
  await staff.goto('/partner/');
  await expect(staff.getByRole('heading', { level: 1, name: 'Centre’s day' })).toBeVisible();
  const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  await staff.goto(`/partner/?date=${tomorrow}`);
  const home = staff.getByRole('region', { name: /^Home collection/ });
  const mine = home.locator('.day-booking', { hasText: reference });
  await expect(mine).toContainText('New');
  await expect(mine).toContainText('Lakshmi Narayan');
  await expect(mine).not.toContainText(phone);
  await expectAccessible(staff);

  await mine.getByRole('button', { name: 'Accept' }).click();
  await expect(card(staff, reference)).toContainText('Accepted by the centre');
  await card(staff, reference).getByRole('button', { name: 'Assign technician' }).click();
  await card(staff, reference).getByLabel('Technician’s name').fill('Ravi Teja');
  await card(staff, reference).getByLabel('Technician’s mobile number').fill('9123456780');
  await card(staff, reference).getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(card(staff, reference)).toContainText('Technician: Ravi Teja (91XXXXXX80)');
  await card(staff, reference).getByRole('button', { name: 'On the way' }).click();
  await expect(card(staff, reference)).toContainText('Technician on the way');

  // The patient sees the technician coming, the number masked.
  await page.reload();
  await expect(page.getByText('Technician on the way', { exact: true }).first()).toBeVisible();
  await expect(progress).toContainText('Your technician: Ravi Teja (91XXXXXX80)');

  await card(staff, reference).getByRole('button', { name: 'Sample collected' }).click();
  await expect(card(staff, reference)).toContainText('Sample collected');
  // The report's promise now counts from the collection, with the credit if it comes late.
  await page.reload();
  await expect(progress).toContainText(
    /Your report is due by .+: \d+ hours from your sample collection at /,
  );
  await expect(progress).toContainText(
    /If it is late, ₹\d+ comes off your next booking, no claim needed\./,
  );
  await card(staff, reference)
    .getByLabel(/^Report \(PDF/)
    .setInputFiles({
      name: 'report.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
  await card(staff, reference).getByRole('button', { name: 'Upload report' }).click();
  await expect(card(staff, reference)).toContainText('Report ready');

  // Each step with its time on the patient's page, and the report to download.
  await page.reload();
  for (const step of [
    'Booked',
    'Accepted by the centre',
    'Technician assigned',
    'Technician on the way',
    'Sample collected',
    'Report ready',
  ]) {
    await expect(
      progress.getByRole('listitem').filter({ hasText: step }).first(),
    ).not.toContainText('not yet');
  }
  const download = await page.request.get(`/api/booking/${reference}/report/`);
  expect(download.status()).toBe(200);
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.headers()['cache-control']).toMatch(/no-store/);
  expect(
    Buffer.from(await download.body())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
  await expect(progress.getByRole('link', { name: 'Download your report (PDF)' })).toBeVisible();

  // Another patient: the booking and its report are not found.
  const other = await (await browser.newContext()).newPage();
  await other.goto('/login/');
  await logInHere(other, phoneFor(`${info.project.name}centre-other`, '8'));
  await expect(other).toHaveURL('/my-bookings/');
  expect((await other.request.get(`/booking/${reference}/`)).status()).toBe(404);
  expect((await other.request.get(`/api/booking/${reference}/report/`)).status()).toBe(404);

  // Another centre's staff: the booking is not in their day, and cannot be moved or given a
  // report: 404, as if it did not exist.
  const admin = await (await browser.newContext()).newPage();
  await staffLogIn(admin, demoLogin('admin'));
  let otherOrganisation = 0;
  for (let id = 1; id <= 5 && !otherOrganisation; id++) {
    const res = await admin.request.get(`/api/staff/organisations/${id}/centres/`);
    const names = JSON.stringify(await res.json());
    if (res.ok() && !names.includes(desk.organisation!)) otherOrganisation = id;
  }
  const email = `outsider-${Date.now()}@staff.diagnobook.test`;
  const password = 'another long first password';
  const created = await admin.request.post('/api/staff/accounts/', {
    data: {
      email,
      name: 'Other Desk',
      password,
      role: 'centre_staff',
      organisation_id: otherOrganisation,
    },
  });
  expect(created.status()).toBe(201);
  const outsider = await (await browser.newContext()).newPage();
  await outsider.goto('/ops/login/');
  await firstLogIn(outsider, email, password, 'the outsider’s own passphrase');
  await outsider.waitForURL(/\/ops\/(leads|bookings)\/$/);
  await outsider.goto(`/partner/?date=${tomorrow}`);
  await expect(outsider.getByRole('heading', { level: 1, name: 'Centre’s day' })).toBeVisible();
  await expect(outsider.getByText(reference)).toHaveCount(0);
  const move = await outsider.request.post(`/api/partner/bookings/${reference}/moves/`, {
    data: { to: 'completed' },
  });
  expect(move.status()).toBe(404);
  const upload = await outsider.request.post(`/api/partner/bookings/${reference}/report/`, {
    headers: { 'content-type': 'application/pdf' },
    data: PDF,
  });
  expect(upload.status()).toBe(404);
  expect((await outsider.request.get(`/api/staff/bookings/${reference}/`)).status()).toBe(404);
});
