import type { Page } from '@playwright/test';
import { openFreeDay } from './free-day';

/** Books the first free slot of the first bookable day after today; returns the reference. */
export async function bookFirstFree(page: Page, name = 'Asha Rao'): Promise<string> {
  const form = page.locator('form.booking-screen');
  await form.getByRole('radio').first().check();
  await openFreeDay(form);
  await form.locator('.slot-grid button:not([disabled])').first().click();
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Age').fill('42');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await page.waitForURL(/\/booking\/DX-[A-Z2-9]{6}\/$/);
  return /\/booking\/(DX-[A-Z2-9]{6})\//.exec(page.url())![1]!;
}
