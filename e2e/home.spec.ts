import { expect, test } from './fixtures';
import { CITIES } from '../lib/db/seed/data/cities';
import {
  expectAccessible,
  expectLinksCarry,
  expectSearchEngineData,
  jsonLdTypes,
} from './page-checks';

const UTM = 'utm_source=e2e&utm_campaign=home';
const PUNE = CITIES.findIndex((c) => c.slug === 'pune') + 1;

test('home page: pick a city (remembered), its categories, popular tests and a search', async ({
  page,
  request,
}) => {
  await page.goto(`/?${UTM}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Book diagnostic tests and scans at honest prices',
    }),
  ).toBeVisible();
  await expectSearchEngineData(page, '/');
  expect(await jsonLdTypes(page)).toEqual(['WebPage', 'WebSite', 'ItemList']);

  const cities = page.getByRole('navigation', { name: 'Choose your city' });
  await expect(cities.getByRole('link')).toHaveCount(12);
  await cities.getByRole('link', { name: 'Pune' }).click();
  await expect(page).toHaveURL(`/?city=pune&${UTM}`);
  await expect(cities.getByRole('link', { name: 'Pune' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('heading', { name: 'Tests and scans in Pune' })).toBeVisible();
  for (const category of ['MRI', 'CT', 'Ultrasound', 'X-Ray', 'Hematology']) {
    await expect(page.locator('.tile', { hasText: category }).first()).toContainText(/from ₹/);
  }
  await expect(page.locator('.tile', { hasText: 'MRI' })).toHaveAttribute(
    'href',
    `/scans/?city_id=${PUNE}&${UTM}#/mri`,
  );
  const popular = page.getByRole('region', { name: 'Popular tests in Pune' }).getByRole('link');
  await expect(popular).toHaveCount(8);
  await expect(popular.first()).toHaveText(/from ₹[\d,]+$/);
  await expectLinksCarry(page, UTM);
  await expectAccessible(page);

  // The city is remembered: the bare home page opens on Pune now.
  await page.goto('/');
  await expect(
    page.getByRole('navigation', { name: 'Choose your city' }).getByRole('link', { name: 'Pune' }),
  ).toHaveAttribute('aria-current', 'true');

  // The popular test's own address answers 200.
  const href = (await popular.first().getAttribute('href'))!;
  expect(href).toMatch(/^\/pune\/[a-z0-9-]+\/[a-z0-9]{6}\/$/);
  expect((await request.get(href)).status()).toBe(200);

  await page.getByRole('searchbox', { name: 'Search tests and scans' }).fill('mri brian');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/search/?query=mri+brian&city_id=${PUNE}`);
  await expect(page.locator('.result h2').first()).toHaveText('MRI Brain');
});

test('the old home search address (?q=) leads to the search page, query kept', async ({ page }) => {
  await page.goto(`/?city=pune&q=thyroid&${UTM}`);
  await expect(page).toHaveURL(`/search/?query=thyroid&city_id=${PUNE}&${UTM}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Results for “thyroid” in Pune');
});

test('city page: every test of the city by category with starting prices', async ({
  page,
  request,
}) => {
  await page.goto(`/hyderabad/?${UTM}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Diagnostic tests and scans in Hyderabad' }),
  ).toBeVisible();
  await expectSearchEngineData(page, '/hyderabad/');
  await expect(page).toHaveTitle(/^Diagnostic tests and scans in Hyderabad from ₹[\d,]+ \| /);
  expect(await jsonLdTypes(page)).toEqual(['WebPage', 'ItemList', 'BreadcrumbList']);
  const sections = page.locator('.category-grid > section');
  expect(await sections.count()).toBeGreaterThanOrEqual(8);
  await expect(sections.first().getByRole('heading')).toHaveText('MRI');
  await expect(
    sections.first().getByRole('link', { name: /^MRI Brain from ₹[\d,]+$/ }),
  ).toBeVisible();
  // Cached and shared: the query is added to the links in the browser.
  await expect(sections.first().getByRole('link').first()).toHaveAttribute(
    'href',
    /utm_source=e2e/,
  );
  await expectLinksCarry(page, UTM, '.category-grid');
  await expectAccessible(page);

  // Each category's first test answers 200.
  const hrefs = await sections.evaluateAll((all) =>
    all.map((s) => new URL(s.querySelector('a')!.href).pathname),
  );
  for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);

  // A marketing link in capitals lands on the canonical address; an unknown city is a 404.
  expect((await request.get('/Hyderabad/', { maxRedirects: 0 })).status()).toBe(308);
  expect((await request.get('/atlantis/')).status()).toBe(404);
});
