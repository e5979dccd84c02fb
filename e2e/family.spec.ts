import { inQuietHours } from '../lib/messages/timing';
import { indiaDate } from '../lib/locale/india';
import { expect, test, type Page } from './fixtures';
import { bookFirstFree } from './book-first-free';
import { openFreeDay } from './free-day';
import { logInHere, smsFor } from './otp';
import { expectAccessible } from './page-checks';
import { phoneFor } from './phones';
import { fromSitemap } from './sitemap';
import { demoLogin, staffLogIn } from './staff';
import { answerSafety } from './safety-answers';

const masked = (phone: string) => `${phone.slice(0, 2)}XXXXXX${phone.slice(-2)}`;

// My family, as a caregiver uses it with the script off or on: a parent added with her own
// number, verified by the code she reads out, and an address for home collection; a child
// refused until the holder declares being the parent, then kept with that consent. Then a
// fasting test booked for the parent at her saved address: the messages planned for both
// numbers (sent, or held to 8 AM in quiet hours), and the centre's console naming her.

/** A date of birth `years` ago in India, on 1 January, so the birthday of the year is always past. */
function bornYearsAgo(years: number): string {
  const india = new Date(Date.now() + 330 * 60_000);
  return `${india.getUTCFullYear() - years}-01-01`;
}

/** Each code a journey asks for comes from an address of its own (the server's limits). */
async function ownAddressForFamilyCodes(page: Page) {
  const address = `198.19.${process.pid % 256}.${Math.floor(Math.random() * 250) + 1}`;
  await page.route('**/api/family/members/*/phone/send-code/', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  );
}

test('a caregiver adds her mother with a verified number and an address, and a child only as his parent', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const holder = phoneFor(`${info.project.name}family-holder`, '9');
  const mothers = phoneFor(`${info.project.name}family-mother`, '8');
  await page.goto('/my-family/');
  await expect(page).toHaveURL('/login/?next=%2Fmy-family%2F');
  await logInHere(page, holder);
  await expect(page).toHaveURL('/my-family/');
  await expect(page.getByRole('heading', { level: 1, name: 'My family' })).toBeVisible();

  const add = page.locator('#add-member');
  await add.getByLabel('Full name').fill('Lakshmi Devi');
  await add.getByLabel('Relation to you').selectOption('mother');
  await add.getByLabel('Gender').selectOption('female');
  await add.getByLabel('Date of birth').fill(bornYearsAgo(68));
  await add.getByLabel('Their own mobile number (optional)').fill(mothers);
  await add.getByRole('button', { name: 'Add member' }).click();
  const mother = page.locator('li.family-member', {
    has: page.getByRole('heading', { name: 'Lakshmi Devi' }),
  });
  await expect(mother).toContainText('Mother · 68 years');
  await expect(mother).toContainText('not verified');
  await expect(mother).toContainText(masked(mothers));

  // Her number: a code sent to it, read out by her, typed here.
  await ownAddressForFamilyCodes(page);
  const sentAfter = Date.now();
  await mother.getByRole('button', { name: 'Send code' }).click();
  // Her phone is not the one in the browser: the code has no line for the browser to fill it in.
  const sms = await smsFor(mothers, {
    sentAfter,
    matching: (text) => text.includes("the code to verify this number for a family member's"),
  });
  const code = /^(\d{6}) /.exec(sms)![1]!;
  await mother.getByLabel('6-digit code').fill(code);
  await mother.getByRole('button', { name: 'Verify' }).click();
  await expect(mother.getByText('Number verified.')).toBeVisible();
  await expect(mother).not.toContainText('not verified');
  // Over 60: her booking messages go to her own number too, once it is verified.
  await expect(mother).toContainText('Booking messages also go to their number');

  // An address for home collection, the PIN code checked against the city.
  const addresses = mother.locator('.family-addresses');
  const addressForm = addresses.locator('details');
  // Folded until asked for, and open again after a refusal, with the message.
  const openAddressForm = async () => {
    if ((await addressForm.getAttribute('open')) === null) {
      await addressForm.getByText('Add an address').click();
    }
  };
  await openAddressForm();
  await addresses.getByLabel('City').selectOption({ label: 'Hyderabad' });
  await addresses.getByLabel('House, street and area').fill('Flat 12, Green Meadows, Road 3');
  await addresses.getByLabel('PIN code').fill('411004');
  await addresses.getByRole('button', { name: 'Save address' }).click();
  await expect(mother.getByRole('alert')).toContainText('This PIN code is not in the chosen city');
  await openAddressForm();
  await addresses.getByLabel('City').selectOption({ label: 'Hyderabad' });
  await addresses.getByLabel('House, street and area').fill('Flat 12, Green Meadows, Road 3');
  await addresses.getByLabel('PIN code').fill('500034');
  await addresses.getByRole('button', { name: 'Save address' }).click();
  await expect(mother).toContainText('Flat 12, Green Meadows, Road 3');
  await expect(mother).toContainText('Default');

  // A child: refused without the parent's declaration, nothing kept; kept with it.
  await add.getByLabel('Full name').fill('Arjun Rao');
  await add.getByLabel('Relation to you').selectOption('son');
  await add.getByLabel('Gender').selectOption('male');
  await add.getByLabel('Date of birth').fill(bornYearsAgo(9));
  await add.getByRole('button', { name: 'Add member' }).click();
  await expect(add.getByRole('alert')).toContainText(
    'please tick the declaration that you are their parent or lawful guardian',
  );
  await expect(page.getByRole('heading', { name: 'Arjun Rao' })).toHaveCount(0);
  await add.getByLabel('Full name').fill('Arjun Rao');
  await add.getByLabel('Relation to you').selectOption('son');
  await add.getByLabel('Gender').selectOption('male');
  await add.getByLabel('Date of birth').fill(bornYearsAgo(9));
  await add.getByRole('checkbox', { name: /parent or lawful guardian/ }).check();
  await add.getByRole('button', { name: 'Add member' }).click();
  const son = page.locator('li.family-member', {
    has: page.getByRole('heading', { name: 'Arjun Rao' }),
  });
  await expect(son).toContainText('Son · 9 years');
  await expect(son).toContainText('Under 18: kept with your consent as parent or guardian');
  await expectAccessible(page);

  // A fasting test for her, collected at her saved address: her details and address come from
  // My family, and every view says who it is for and who booked it. At the demo centre staff's
  // organisation, so its console can be looked at.
  const desk = demoLogin('centre_staff');
  await page.context().addCookies([{ name: 'pop_up_shown', value: '1', url: page.url() }]);
  const fbs = await fromSitemap(page, 'hyderabad', 'fasting-blood-sugar');
  await page.goto(`${fbs}#/book-appointment/home-service/`);
  const screen = page.locator('form.booking-screen');
  const centres = screen.getByRole('group', { name: 'Centre' });
  const showAll = screen.getByRole('button', { name: /^Show all \d+ centres$/ });
  await expect(centres.getByRole('radio').first()).toBeVisible();
  if (await showAll.isVisible()) await showAll.click();
  await centres.locator('label', { hasText: desk.organisation! }).first().click();
  await openFreeDay(screen);
  await screen.locator('.slot-grid button:not([disabled])').first().click();
  await screen
    .getByRole('group', { name: 'Who is this test for?' })
    .getByLabel('Lakshmi Devi (Mother, 68)')
    .check();
  await expect(screen.getByLabel('Full name')).toHaveValue('Lakshmi Devi');
  await expect(screen.getByLabel('Age')).toHaveValue('68');
  await expect(screen.getByLabel('Saved address')).toBeVisible();
  await expect(screen.getByLabel('Address for sample collection')).toHaveValue(
    'Flat 12, Green Meadows, Road 3',
  );
  await expect(screen.getByLabel('PIN code')).toHaveValue('500034');
  const bookedAt = Date.now();
  await answerSafety(page);
  await screen.getByRole('button', { name: 'Confirm booking' }).click();
  await page.waitForURL(/\/booking\/DX-[A-Z2-9]{6}\/$/);
  const reference = /\/booking\/(DX-[A-Z2-9]{6})\//.exec(page.url())![1]!;
  await expect(page.getByText('For: Lakshmi Devi (Mother, 68)')).toBeVisible();
  await expect(page.getByText(`Booked by ${masked(holder)}`)).toBeVisible();
  await expect(page.getByText('At home: Flat 12, Green Meadows, Road 3, 500034')).toBeVisible();

  // Both numbers get the booking's messages: the holder's, and her own verified one.
  const messages = page.getByRole('region', { name: 'Messages to you' });
  const lines = (kind: string) => messages.getByRole('listitem').filter({ hasText: kind });
  const toHer = 'to the patient’s own number';
  await expect(lines('Booking received')).toHaveCount(2);
  await expect(lines('Booking received').filter({ hasText: toHer })).toHaveCount(1);
  await expect(lines('Preparation reminder')).toHaveCount(2);
  await expect(lines('Preparation reminder').filter({ hasText: toHer })).toHaveCount(1);
  if (inQuietHours(new Date(bookedAt))) {
    // Booked between 9 PM and 8 AM India time: both wait for 8 AM.
    for (const line of await lines('Booking received').all()) {
      await expect(line).toContainText(/: due, .* 08:00/);
    }
  } else {
    const received = (text: string) =>
      text.includes(reference) && text.includes('We have your booking.');
    const holders = await smsFor(holder, { sentAfter: bookedAt, matching: received });
    const hers = await smsFor(mothers, { sentAfter: bookedAt, matching: received });
    expect(holders).not.toContain('Booked for you');
    expect(hers).toContain(`Booked for you by ${masked(holder)}.`);
    // Each its own stop link: stopping hers leaves the holder's.
    const stop = (sms: string) => /Stop reminders: (\S+)/.exec(sms)![1];
    expect(stop(hers)).not.toBe(stop(holders));
  }

  // The centre's console names her as the patient, with the holder's number masked.
  if (!info.project.name.includes('phone')) {
    const { booking } = (await (await page.request.get(`/api/booking/${reference}/`)).json()) as {
      booking: { slot_start: string };
    };
    const day = indiaDate(new Date(booking.slot_start));
    const staff = await (await browser.newContext()).newPage();
    await staffLogIn(staff, desk);
    await staff.goto(`/partner/?date=${day}`);
    await expect(staff.locator('.day-booking', { hasText: reference })).toContainText(
      `Lakshmi Devi (Mother) · Booked by family ${masked(holder)}`,
    );
    await staff.context().close();
  }

  await page.goto('/my-bookings/');
  await expect(page.getByRole('heading', { name: 'Lakshmi Devi (Mother)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'My family' })).toBeVisible();

  // A test for the child, from a campaign's link: the booking's answer removes the campaign
  // cookie (the booking keeps no attribution either).
  const cbc = await fromSitemap(page, 'hyderabad', 'cbc');
  await page.goto(
    `${cbc}?utm_source=whatsapp&utm_medium=share&utm_campaign=family#/book-appointment/walkin/`,
  );
  const campaign = async () => (await page.context().cookies()).find((c) => c.name === 'campaign');
  expect(await campaign()).toBeDefined();
  await bookFirstFree(page, { member: 'Arjun Rao (Son, 9)' });
  await expect(page.getByText('For: Arjun Rao (Son, 9)')).toBeVisible();
  expect(await campaign()).toBeUndefined();

  // My data lists both, the consent in the words the holder read.
  await page.goto('/my-data/');
  await expect(page.getByText('Lakshmi Devi', { exact: true })).toBeVisible();
  await expect(page.getByText('Arjun Rao', { exact: true })).toBeVisible();
  await expect(page.getByText(/A child's data, as their parent or guardian: yes/)).toBeVisible();
});
