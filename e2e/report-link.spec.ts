import { expect, test } from './fixtures';
import { expectAccessible } from './page-checks';

// A report link that no message carried (mistyped, or its booking's data deleted): the page
// says so and how else to get the report, opens nothing, and is never indexed. The link's
// code, expiry and audit are tested against the routes (app/api/report/report-link.db.test.ts):
// a journey cannot wait for the report-ready SMS, held through quiet hours.
test('an unknown report link says how else to get the report, and opens nothing', async ({
  page,
}) => {
  const token = 'A'.repeat(43);
  const response = await page.goto(`/report/${token}/`);
  expect(response!.headers()['cache-control']).toMatch(/no-store/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link is not valid' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to get the report' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send code' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expectAccessible(page);
  const download = await page.request.get(`/api/report/${token}/`);
  expect(download.status()).toBe(404);
  expect(await download.json()).toMatchObject({ error_code: 404 });
});
