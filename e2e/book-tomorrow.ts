import type { Page } from '@playwright/test';

/** Books the first free slot of tomorrow on the open booking screen; returns the reference. */
export async function bookTomorrow(page: Page, name = 'Asha Rao'): Promise<string> {
  const form = page.locator('form.booking-screen');
  await form.getByRole('radio').first().check();
  await form.getByRole('group', { name: 'Date' }).getByRole('button').nth(1).click();
  await form.locator('.slot-grid button:not([disabled])').first().click();
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Age').fill('42');
  await form.getByLabel('Gender').selectOption('female');
  await form.getByRole('button', { name: 'Confirm booking' }).click();
  await page.waitForURL(/\/booking\/DX-[A-Z2-9]{6}\/$/);
  return /\/booking\/(DX-[A-Z2-9]{6})\//.exec(page.url())![1]!;
}
