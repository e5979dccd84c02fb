import { expect, test, type Page } from './fixtures';
import { enterCode } from './otp';
import { phoneFor } from './phones';
import { fromSitemap } from './sitemap';
import { demoLogin, firstLogIn, staffLogIn } from './staff';
import { openFreeDay } from './free-day';
import { answerSafety } from './safety-answers';

// The staff side, part 1, on the real server: an admin creates an agent; the agent
// enrols their authenticator, claims the lead a patient just left on a product page, asks to
// be called back, sees the lead come back to the queue at that time, and books for the
// patient, who then finds the booking in My bookings.

// One journey (it waits for a call-back time to come round); the phone layout of these screens
// is the same component tree, looked at in screenshots.
test.skip(({ isMobile }) => isMobile, 'run once, at desktop width');

const masked = (phone: string) => `${phone.slice(0, 2)}XXXXXX${phone.slice(-2)}`;

/** A `datetime-local` value in India time, `seconds` from now, to the minute. */
function indiaLocal(seconds: number): string {
  const india = new Date(Date.now() + seconds * 1000 + 330 * 60_000);
  return india.toISOString().slice(0, 16);
}

async function leaveCallMe(page: Page, phone: string): Promise<string> {
  const path = await fromSitemap(page, 'hyderabad', 'mri-brain');
  await page.goto(path);
  const popup = page.getByRole('dialog', { name: 'View low price centres' });
  await popup.getByLabel('Mobile number').fill(phone);
  const stored = page.waitForResponse('**/api/aggregator/call_me/');
  await popup.getByRole('button', { name: 'Next' }).click();
  expect((await stored).status()).toBe(200);
  return path;
}

test('admin creates an agent, who enrols, calls a lead back and books for the patient', async ({
  browser,
}, info) => {
  test.setTimeout(300_000);
  const phone = phoneFor(`${info.project.name}staff`, '7');
  const email = `agent-${Date.now()}@staff.diagnobook.test`;
  const given = 'a long first password';
  const password = 'my own tea garden passphrase';

  // A patient leaves their number on a product page.
  const patient = await browser.newPage();
  await leaveCallMe(patient, phone);

  // The admin creates the agent.
  const admin = await browser.newPage();
  await staffLogIn(admin, demoLogin('admin'));
  await admin.getByRole('link', { name: 'Staff', exact: true }).click();
  const form = admin.getByRole('form', { name: 'New staff account' });
  await form.getByLabel('Name').fill('Priya Agent');
  await form.getByLabel('Work email').fill(email);
  await form.getByLabel(/first password/i).fill(given);
  await form.getByLabel('Role').selectOption('ops_agent');
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(form.getByRole('status')).toContainText(`Account created for ${email}`);
  await expect(admin.locator(`tr[data-email="${email}"]`)).toContainText(
    'Authenticator not set up',
  );

  // The agent's first login replaces the one-time password and sets up the authenticator;
  // the code is computed from the secret.
  const agent = await browser.newPage();
  await agent.goto('/ops/leads/');
  await expect(agent).toHaveURL('/ops/login/?next=%2Fops%2Fleads%2F');
  const secret = await firstLogIn(agent, email, given, password);
  await expect(agent).toHaveURL('/ops/leads/');

  // Logging out and in again asks for the code.
  await agent.getByRole('button', { name: 'Log out' }).click();
  await expect(agent).toHaveURL('/ops/login/');
  await staffLogIn(agent, { email, password, totpSecret: secret });
  await expect(agent.getByRole('heading', { level: 1, name: 'Call-back queue' })).toBeVisible();
  // Its own cookie, apart from patients': HttpOnly, Lax, Secure on this production server,
  // and no lifetime of its own (the server ends the session: idle and absolute limits).
  const session = (await agent.context().cookies()).find((c) =>
    c.name.endsWith('staff.session_token'),
  );
  expect(session).toMatchObject({
    name: '__Secure-staff.session_token',
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
    expires: -1,
  });

  // The patient's lead is in the queue, number masked; the agent claims it.
  const row = agent.getByRole('row').filter({ hasText: masked(phone) });
  await expect(row).toContainText('MRI Brain');
  await expect(row).toContainText('Hyderabad');
  await expect(agent.getByText(phone)).toHaveCount(0);
  await row.getByRole('button', { name: /^Claim/ }).click();
  await expect(agent).toHaveURL(/\/ops\/leads\/\d+\/$/);
  const leadUrl = agent.url();
  await agent.getByRole('button', { name: 'Show number' }).click();
  await expect(agent.getByRole('link', { name: 'Call', exact: true })).toHaveAttribute(
    'href',
    `tel:+91${phone}`,
  );

  // "Call back at" a minute or so from now: the lead leaves the queue and returns then.
  await agent.getByLabel('Call back at a chosen time').check();
  await agent.getByLabel('Call back at (India time)').fill(indiaLocal(90));
  await agent.getByLabel('Note (optional)').fill('Asked to call after the meeting');
  await agent.getByRole('button', { name: 'Save outcome' }).click();
  await expect(agent.getByText('Asked to call after the meeting')).toBeVisible();
  await agent.goto('/ops/leads/');
  await expect(agent.getByRole('row').filter({ hasText: masked(phone) })).toHaveCount(0);
  await expect(agent.getByText(/scheduled later/)).toBeVisible();
  // The queue refreshes itself: no reload needed for the lead to come back.
  await expect(agent.getByRole('row').filter({ hasText: masked(phone) })).toHaveCount(1, {
    timeout: 150_000,
  });

  // Claimed again, and booked for the patient on the patient's own booking screen.
  await agent
    .getByRole('row')
    .filter({ hasText: masked(phone) })
    .getByRole('button', { name: /^Claim/ })
    .click();
  await expect(agent).toHaveURL(leadUrl);
  await agent.getByRole('link', { name: 'Book for this patient' }).click();
  await agent.getByRole('button', { name: 'Show centres and slots' }).click();
  const booking = agent.locator('form.booking-screen');
  await booking.getByRole('group', { name: 'Centre' }).getByRole('radio').first().check();
  await openFreeDay(booking);
  await booking.locator('.slot-grid button:not([disabled])').first().click();
  await booking.getByLabel('Full name').fill('Meena Iyer');
  await booking.getByLabel('Age').fill('58');
  await booking.getByLabel('Gender').selectOption('female');
  await expect(booking.getByText('✓ Mobile number confirmed')).toBeVisible();
  await answerSafety(agent);
  await booking.getByRole('button', { name: 'Confirm booking' }).click();
  await agent.waitForURL(/\/ops\/bookings\/DX-[A-Z2-9]{6}\/$/);
  const reference = /(DX-[A-Z2-9]{6})/.exec(agent.url())![1]!;
  await expect(agent.getByRole('cell', { name: /^Priya Agent \(/ })).toBeVisible();
  // The patient's messages and how each fared, never their words.
  await expect(
    agent
      .getByRole('region', { name: 'Messages to the patient' })
      .getByRole('listitem')
      .filter({ hasText: /^Booking received \(SMS\): (sent|due), / }),
  ).toHaveCount(1);

  // The lead is closed as booked, with its booking.
  await agent.goto(leadUrl);
  await expect(agent.getByRole('link', { name: reference })).toBeVisible();

  // The promises the storefront kept today, from the console's navigation: rates and
  // counts against the budget, never a patient's number.
  await agent
    .getByRole('navigation', { name: 'Staff' })
    .getByRole('link', { name: 'Promises kept' })
    .click();
  await expect(agent.getByRole('heading', { name: 'Promises kept', level: 1 })).toBeVisible();
  await expect(
    agent.getByRole('row', { name: /^Bookings accepted or escalated by their deadline/ }),
  ).toContainText('at least 100.0%');
  await agent.getByRole('link', { name: 'Last 7 days' }).click();
  await expect(agent.getByText(/^Last 7 days: what fell due from/)).toBeVisible();
  await expect(agent.getByText(phone)).toHaveCount(0);

  // The patient logs in with the number and finds the booking in My bookings.
  await patient.goto('/login/?next=%2Fmy-bookings%2F');
  await patient.getByLabel('Mobile number', { exact: true }).fill(phone);
  await enterCode(patient, patient.getByRole('group', { name: 'One-time code' }), phone);
  await expect(patient).toHaveURL('/my-bookings/');
  await expect(patient.getByRole('link', { name: `View booking ${reference}` })).toBeVisible();

  // The admin's audit trail shows the agent's views and changes.
  await admin.goto(`/ops/audit/?staff=${encodeURIComponent(email)}`);
  for (const action of [
    'lead.claimed',
    'lead.number_viewed',
    'lead.outcome',
    'booking.created_on_behalf',
  ]) {
    await expect(admin.getByRole('cell', { name: action, exact: true }).first()).toBeVisible();
  }
});
