import { expect, test } from '@playwright/test';

test('home page: pick a city, open a test, see its centres and prices', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Book diagnostic tests and scans at honest prices',
    }),
  ).toBeVisible();

  const cities = page.getByRole('navigation', { name: 'Choose your city' });
  await expect(cities.getByRole('link')).toHaveCount(12);
  await cities.getByRole('link', { name: 'Pune' }).click();
  await expect(page).toHaveURL(/\?city=pune$/);
  await expect(page.getByRole('heading', { name: /Tests and scans in Pune/ })).toBeVisible();
  await expect(cities.getByRole('link', { name: 'Pune' })).toHaveAttribute('aria-current', 'true');

  const mriBrain = page.getByRole('link', { name: /^MRI Brain from ₹/ });
  const href = await mriBrain.getAttribute('href');
  expect(href).toMatch(/^\/pune\/mri-brain\/[a-z0-9]{6}\/$/);
  // The click navigates on the client (an RSC fetch); the page's own address must answer 200.
  expect((await request.get(href!)).status()).toBe(200);
  await mriBrain.click();
  await expect(page).toHaveURL(href!);

  await expect(page.getByRole('heading', { level: 1, name: 'MRI Brain' })).toBeVisible();
  await expect(page.locator('.product-hero .price-line')).toHaveText(/Starting at ₹[\d,]+/);
  await expect(
    page.getByRole('list', { name: 'Top partner centres' }).getByRole('listitem'),
  ).toHaveCount(3);
  await expect(page.getByRole('heading', { name: 'Preparing for the test' })).toBeVisible();
  await expect(page.getByText('No fasting required')).toBeVisible();
});

test('the first test of each category link answers 200', async ({ page, request }) => {
  await page.goto('/?city=hyderabad');
  const hrefs = await page
    .locator('.category-grid section')
    .evaluateAll((sections) =>
      sections.map((s) => s.querySelector('a')?.getAttribute('href') ?? ''),
    );
  expect(hrefs.length).toBeGreaterThanOrEqual(8);
  for (const href of hrefs) {
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
  }
});
