import type { Page } from '@playwright/test';
import { openFreeDay } from './free-day';
import { answerSafety } from './safety-answers';

/**
 * Books the first free slot of the first bookable day after today, for a typed patient or a
 * saved family member (by the label "Who is this test for?" gives them); returns the reference.
 */
export async function bookFirstFree(
  page: Page,
  patient: string | { member: string } = 'Asha Rao',
): Promise<string> {
  const form = page.locator('form.booking-screen');
  // The centre group's radio, not the first radio on the form: for a logged-in patient 'Who is
  // this test for?' is on the form while the centres are still loading.
  await form.getByRole('group', { name: 'Centre' }).getByRole('radio').first().check();
  await openFreeDay(form);
  await form.locator('.slot-grid button:not([disabled])').first().click();
  if (typeof patient === 'string') {
    await form.getByLabel('Full name').fill(patient);
    await form.getByLabel('Age').fill('42');
    await form.getByLabel('Gender').selectOption('female');
  } else {
    await form
      .getByRole('group', { name: 'Who is this test for?' })
      .getByLabel(patient.member)
      .check();
  }
  await answerSafety(page);
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await page.waitForURL(/\/booking\/DX-[A-Z2-9]{6}\/$/);
  return /\/booking\/(DX-[A-Z2-9]{6})\//.exec(page.url())![1]!;
}
