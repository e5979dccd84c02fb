// Runs in one project only (playwright.config.ts): it changes a price shared by all.
import { expect, test } from '@playwright/test';
import { CITIES } from '../lib/db/seed/data/cities';
import { E2E_OPS_TOKEN } from '../playwright.config';
import { fromSitemap } from './sitemap';

const HYDERABAD = CITIES.findIndex((c) => c.slug === 'hyderabad') + 1;
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
  const auth = { authorization: `Bearer ${E2E_OPS_TOKEN}` };
  const list = await (
    await request.get('/api/ops/prices/', {
      headers: auth,
      params: { product_random_id: randomId, city_id: HYDERABAD },
    })
  ).json();
  const cheapest = list.centre_prices[0] as {
    centre_id: number;
    price: number;
    list_price: number;
  };
  expect(cheapest.price).toBe(before);
  // The city page lists the same starting price, cached too (the city's prices tag).
  const cityPage = await page.context().newPage();
  const cityPrice = (price: number) =>
    cityPage.getByRole('link', { name: `MRI Knee from ₹${price.toLocaleString('en-IN')}` });
  await cityPage.goto('/hyderabad/');
  await cityPage.reload();
  await expect(cityPrice(before)).toBeVisible();
  const set = (price: number, listPrice: number) =>
    request.post('/api/ops/prices/', {
      headers: auth,
      data: {
        centre_id: cheapest.centre_id,
        product_random_id: randomId,
        price,
        list_price: listPrice,
      },
    });
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
