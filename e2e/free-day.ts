import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Opens the first day after today that has a free slot on the open slot picker, and returns its
 * place in the date strip. Tomorrow is not always bookable: a centre closed on Sundays has none
 * on a Saturday night's tomorrow, and CI runs at any hour of any day.
 */
export async function openFreeDay(scope: Page | Locator, dates?: Locator): Promise<number> {
  const strip = (dates ?? scope.getByRole('group', { name: 'Date' })).getByRole('button');
  const free = scope.locator('.slot-grid button:not([disabled])').first();
  const none = scope.locator('.slot-picker .empty');
  // The strip comes with the chosen centre's slot picker: count it once it is there.
  await expect(strip.first()).toBeVisible();
  const count = await strip.count();
  for (let day = 1; day < count; day++) {
    await strip.nth(day).click();
    await expect(free.or(none).first()).toBeVisible();
    if (await free.isVisible()) return day;
  }
  throw new Error('no day after today has a free slot');
}
