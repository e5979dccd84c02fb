// Runs in one project only (playwright.config.ts): it changes a price shared by all.
import { expect, test } from './fixtures';
import { cheapestInHyderabad } from './ops-prices';
import { fromSitemap } from './sitemap';

const rupees = (text: string) => Number(text.replace(/[^0-9]/g, ''));

test('a price change reaches the cached page at once (revalidated by tag)', async ({
  page,
  request,
}) => {
  const path = await fromSitemap(page, 'hyderabad', 'mri-knee');
  const randomId = path.split('/')[3]!;
  await page.goto(path);
  await page.reload(); // now certainly served from the cache
  const before = rupees((await page.locator('.product-hero .price-now').textContent())!);
  const { cheapest, set } = await cheapestInHyderabad(request, randomId);
  expect(cheapest.price).toBe(before);
  // The city page lists the same starting price, cached too (the city's prices tag).
  const cityPage = await page.context().newPage();
  const cityPrice = (price: number) =>
    cityPage.getByRole('link', { name: `MRI Knee from ₹${price.toLocaleString('en-IN')}` });
  await cityPage.goto('/hyderabad/');
  await cityPage.reload();
  await expect(cityPrice(before)).toBeVisible();
  expect((await set(before - 110, cheapest.list_price)).status()).toBe(200);
  try {
    await page.reload();
    await expect(page.locator('.product-hero .price-now')).toHaveText(
      `₹${(before - 110).toLocaleString('en-IN')}`,
    );
    await cityPage.reload();
    await expect(cityPrice(before - 110)).toBeVisible();
  } finally {
    expect((await set(cheapest.price, cheapest.list_price)).status()).toBe(200);
  }
  await page.reload();
  await expect(page.locator('.product-hero .price-now')).toHaveText(
    `₹${before.toLocaleString('en-IN')}`,
  );
});
