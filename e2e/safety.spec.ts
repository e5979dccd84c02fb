import { expect, test, type Page } from './fixtures';
import { logIn, bookingBody } from './booking-api';
import { openFreeDay } from './free-day';
import { logInHere } from './otp';
import { expectAccessible } from './page-checks';
import { phoneFor } from './phones';
import { answerSafety } from './safety-answers';
import { HEALTH_PROBE } from './server-log';
import { fromSitemap } from './sitemap';

// The pre-visit safety check on the production server: an answer that needs a doctor stops the
// online booking with its reason and a call from us, and cannot be sent past the screen; a
// diabetic on insulin gets their own preparation on the booking's page and in its calendar file.

test.beforeEach(async ({ page, baseURL }) => {
  // The lead popup (e2e/live-parts.spec.ts) is not what these journeys are about.
  await page.context().addCookies([{ name: 'pop_up_shown', value: '1', url: baseURL! }]);
});

const form = (page: Page) => page.locator('form.booking-screen');

/** Logged in, on the test's booking screen, a centre and its first free slot chosen. */
async function openBooking(page: Page, phone: string, slug: string) {
  await page.goto('/login/');
  await logInHere(page, phone);
  await expect(page).toHaveURL('/my-bookings/');
  await page.goto(`${await fromSitemap(page, 'hyderabad', slug)}#/book-appointment/walkin/`);
  await form(page).getByRole('group', { name: 'Centre' }).getByRole('radio').first().check();
  await openFreeDay(form(page));
  await form(page).locator('.slot-grid button:not([disabled])').first().click();
}

async function typePatient(page: Page, name: string, age: string, gender: string) {
  await form(page).getByLabel('Full name').fill(name);
  await form(page).getByLabel('Age').fill(age);
  await form(page).getByLabel('Gender').selectOption(gender);
}

/** The calendar file's text, unfolded and unescaped (RFC 5545 folds at 75 octets). */
const calendarText = (ics: string) =>
  ics
    .replace(/\r\n[ \t]/g, '')
    .replace(/\\n/gi, '\n')
    .replace(/\\([,;\\])/g, '$1');

test('an MRI with a pacemaker is stopped with its reason and a call from us; the API refuses it too', async ({
  page,
  playwright,
}, info) => {
  const phone = phoneFor(`${info.project.name}pacemaker`, '9');
  await openBooking(page, phone, 'mri-brain');
  await typePatient(page, 'Mohan Lal', '61', 'male');
  const check = form(page).getByRole('group', { name: 'Before the test: a few safety questions' });
  await expect(check).toContainText('About you');
  // A man of 61 is not asked about pregnancy.
  await expect(check.getByRole('group', { name: 'Pregnant, or could be?' })).toHaveCount(0);
  await answerSafety(page, { pacemaker: 'yes' });

  const stopped = form(page).getByRole('alert').filter({ hasText: 'cannot be booked online' });
  await expect(stopped).toContainText(
    'A pacemaker, defibrillator, cochlear implant or aneurysm clip can be unsafe in an MRI scanner.',
  );
  await expect(stopped.getByRole('link', { name: /ACR Manual on MR Safety/ })).toHaveAttribute(
    'href',
    /^https:\/\/www\.acr\.org\//,
  );
  await expect(page.getByRole('button', { name: 'Confirm booking' })).toBeDisabled();
  await expectAccessible(page);

  // The way on: our call, through the page's own call-back form.
  await stopped.getByRole('button', { name: 'Call me back' }).click();
  const popup = page.getByRole('dialog', { name: 'Call me back' });
  await expect(popup).toContainText("we speak with the centre's radiologist");
  // A logged-in patient's number is known: one press asks for the call.
  await expect(popup).toContainText('We will call you on');
  await popup.getByRole('button', { name: 'Next' }).click();
  await expect(popup).toBeHidden();

  // Sent past the screen by hand, with the same answer: refused, nothing stored.
  const request = await playwright.request.newContext({ baseURL: info.project.use.baseURL });
  await logIn(request, phone, { 'x-forwarded-for': '198.51.100.71' });
  const body = await bookingBody(request, phone);
  const bypass = await request.post('/api/booking/', {
    data: {
      ...body,
      patient: { ...body.patient, gender: 'male', age: 61 },
      safety: { answers: { ...body.safety.answers, pacemaker: 'yes' } },
    },
    headers: { 'idempotency-key': `e2e-${Date.now()}-pacemaker` },
  });
  expect(bypass.status()).toBe(422);
  expect(((await bypass.json()) as { sub_code: string }).sub_code).toBe('safety_needs_doctor');
  const missing = await request.post('/api/booking/', {
    data: { ...body, safety: undefined },
    headers: { 'idempotency-key': `e2e-${Date.now()}-unanswered` },
  });
  expect(missing.status()).toBe(422);
  const mine = await request.get('/api/auth/me/bookings/');
  expect(((await mine.json()) as { bookings: unknown[] }).bookings).toEqual([]);
  await request.dispose();

  // Answered by mistake: changed to no, with an implant named, it books; the name never reaches
  // the server's log (e2e/check-logs.ts looks for it after every journey).
  await answerSafety(page, { implants: 'yes' });
  await form(page).getByLabel('Which one, as on its card (optional)').fill(HEALTH_PROBE);
  await expect(stopped).toHaveCount(0);
  await expect(form(page)).toContainText(
    "Bring the implant's card or the papers from the operation",
  );
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/booking\/DX-[A-Z2-9]{6}\/$/);
  await expect(page.getByRole('region', { name: 'Preparing for your test' })).toContainText(
    "Bring the implant's card or the papers from the operation",
  );
});

test('a diabetic on insulin booking a fasting test gets their own preparation on the page and in the calendar file', async ({
  page,
}, info) => {
  await openBooking(page, phoneFor(`${info.project.name}insulin`, '8'), 'fasting-blood-sugar');
  await typePatient(page, 'Sunita Reddy', '54', 'female');
  await answerSafety(page, { diabetes: 'insulin' });
  const insulin =
    "Do not stop or change your insulin without your doctor's advice: ask them about the dose on the morning of a fasting test.";
  // Shown on the screen as it is answered, before the booking is made.
  await expect(form(page)).toContainText(insulin);
  await expect(form(page)).toContainText('These answers are a safety screening, not a diagnosis.');
  await page.getByRole('button', { name: 'Confirm booking' }).click();
  await expect(page).toHaveURL(/\/booking\/DX-[A-Z2-9]{6}\/$/);

  const preparation = page.getByRole('region', { name: 'Preparing for your test' });
  await expect(preparation).toContainText('Your preparation');
  await expect(preparation).toContainText(insulin);
  await expect(preparation.getByRole('link', { name: /ICMR Guidelines/ })).toBeVisible();
  await expectAccessible(page);

  const href = await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href');
  const ics = await page.request.get(href!);
  expect(ics.status()).toBe(200);
  const text = calendarText(await ics.text());
  expect(text).toContain('Your preparation:');
  expect(text).toContain(insulin);
});
