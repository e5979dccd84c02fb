import { expect, test } from './fixtures';
import { inQuietHours } from '../lib/messages/timing';
import { bookFirstFree } from './book-first-free';
import { logInHere, smsFor } from './otp';
import { expectAccessible } from './page-checks';
import { phoneFor } from './phones';
import { fromSitemap } from './sitemap';

// Patient messages on the production server, whose own queue sends through the outbox: the booking
// page lists its messages with their status, a message's 'stop reminders' link works with no
// login, and My bookings has the same switch.

test('a booking’s messages and their status; stop reminders from the link, on again from My bookings', async ({
  page,
}, info) => {
  const phone = phoneFor(`${info.project.name}reminders`, '9');
  const masked = `${phone.slice(0, 2)}XXXXXX${phone.slice(-2)}`;
  await page.goto('/login/');
  await logInHere(page, phone);
  await expect(page).toHaveURL('/my-bookings/');
  // A message's stop link carries the number encrypted: each message a token of its own, each
  // opening the same number's page. The login code's do-not-call link is one too.
  let token = /\/do-not-call\/([\w-]+)\//.exec(await smsFor(phone))![1]!;

  const path = await fromSitemap(page, 'pune', 'cbc');
  await page.goto(`${path}#/book-appointment/walkin/`);
  const bookedAt = Date.now();
  const reference = await bookFirstFree(page);
  const messages = page.getByRole('region', { name: 'Messages to you' });
  const received = messages.getByRole('listitem').filter({ hasText: 'Booking received (SMS)' });
  if (inQuietHours(new Date(bookedAt))) {
    // Booked between 9 PM and 8 AM India time: it waits for 8 AM.
    await expect(received).toContainText(/: due, .* 08:00/);
  } else {
    // The server's queue sends it within seconds; the page shows it once it is sent.
    await expect(async () => {
      await page.reload();
      await expect(received).toContainText(': sent, ');
    }).toPass({ timeout: 30_000 });
    const sms = await smsFor(phone, {
      sentAfter: bookedAt,
      // After 7 PM the preparation reminder for a morning slot is sent at once too: pick the
      // booking-received message by its words, not the latest one naming the booking.
      matching: (text) => text.includes(reference) && text.includes('We have your booking.'),
    });
    expect(sms).toContain('We have your booking.');
    expect(sms).toContain(`/booking/${reference}/`);
    // The booking's own message: its stop link is the one the patient would press.
    token = /Stop reminders: https?:\/\/[^/]+\/reminders\/stop\/([\w-]+)\//.exec(sms)![1]!;
  }

  // The link, opened in another browser with no session: it changes nothing until pressed.
  const stranger = await page.context().browser()!.newContext();
  const other = await stranger.newPage();
  await other.goto(`/reminders/stop/${token}/`);
  await expect(
    other.getByRole('heading', { level: 1, name: `Reminders for ${masked}` }),
  ).toBeVisible();
  await expect(other.getByRole('status')).toHaveText(/^Reminders are on/);
  await expectAccessible(other);
  await other.getByRole('button', { name: 'Stop reminders' }).click();
  await expect(other.getByRole('status')).toHaveText(/^Reminders are off/);
  await stranger.close();
  // A changed token is not a link we sent.
  const changed = `${token[0] === 'A' ? 'B' : 'A'}${token.slice(1)}`;
  expect((await page.request.get(`/reminders/stop/${changed}/`)).status()).toBe(404);

  // My bookings shows the same choice, and turns reminders on again.
  await page.goto('/my-bookings/');
  const reminders = page.locator('.card', {
    has: page.getByRole('heading', { name: 'Reminders' }),
  });
  await expect(reminders.getByRole('status')).toHaveText(/^Reminders are off/);
  await reminders.getByRole('button', { name: 'Turn reminders on' }).click();
  await expect(reminders.getByRole('status')).toHaveText(/^Reminders are on/);
  await page.reload();
  await expect(reminders.getByRole('status')).toHaveText(/^Reminders are on/);
});
