import { expect, test } from './fixtures';
import { CITIES } from '../lib/db/seed/data/cities';
import { expectAccessible, expectLinksCarry } from './page-checks';

const HYDERABAD = CITIES.findIndex((c) => c.slug === 'hyderabad') + 1;
const UTM = 'utm_source=e2e&utm_campaign=search';

test('finds MRI Brain from “mri brian” and CBC from “complete blood count”', async ({ page }) => {
  await page.goto(`/search/?query=mri+brian&city_id=${HYDERABAD}`);
  const first = page.locator('.result').first();
  await expect(first.getByRole('heading', { level: 2 })).toHaveText('MRI Brain');
  await expect(first.locator('.centre-list li')).toHaveCount(5);
  await expect(
    first.getByRole('link', { name: /^Compare all \d+ centres for MRI Brain$/ }),
  ).toBeVisible();
  const prices = await first.locator('.centre-price').allTextContents();
  const rupees = prices.map((p) => Number(p.replace(/[^0-9]/g, '')));
  expect([...rupees].sort((a, b) => a - b)).toEqual(rupees); // cheapest first without an area
  await expect(page.getByRole('status')).toHaveCount(0);
  await expect(page).toHaveTitle(/^“mri brian” in Hyderabad: tests, prices and centres \| /);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');

  await page.goto(`/search/?query=complete+blood+count&city_id=${HYDERABAD}`);
  await expect(page.locator('.result h2').first()).toHaveText('CBC (Complete Blood Count)');
});

test('an empty query and a query with no match get a helpful page', async ({ page }) => {
  for (const query of ['', 'qqqqzzzz']) {
    const res = await page.goto(`/search/?query=${query}&city_id=${HYDERABAD}&${UTM}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('searchbox', { name: 'Search tests and scans' })).toHaveValue(
      query,
    );
    await expect(
      page.getByRole('heading', { name: 'Browse tests and scans in Hyderabad' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Popular tests in Hyderabad' }).getByRole('link'),
    ).toHaveCount(8);
    await expectLinksCarry(page, UTM);
    await expectAccessible(page);
  }
  await expect(
    page.getByRole('heading', { name: 'No test in Hyderabad matches “qqqqzzzz”' }),
  ).toBeVisible();
});

test('a bad city is a city picker that keeps the query, never an error', async ({ page }) => {
  for (const bad of ['999', 'abc', '-1', '1e99']) {
    const res = await page.goto(`/search/?query=mri&city_id=${bad}&${UTM}`);
    expect(res?.status(), bad).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Which city are you in?');
    await expect(
      page
        .getByRole('navigation', { name: 'Choose your city' })
        .getByRole('link', { name: 'Pune' }),
    ).toHaveAttribute('href', /^\/search\/\?query=mri&city_id=6&utm_source=e2e/);
  }
  for (const path of ['/scans/?city_id=999', '/scans/?city_id=x', '/scans/']) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Scans: choose your city');
  }
  const deal = await page.goto('/deal/hc_499_tvhr_0_33/?utm_experiment_city=atlantis');
  expect(deal?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Choose your city to book' })).toBeVisible();
  expect((await page.goto('/deal/no_such_deal/'))?.status()).toBe(404);
  expect((await page.goto('/partners/nobody/hyderabad/'))?.status()).toBe(404);
  const odd = await page.goto('/partners/nirmal-imaging/hyderabad/?product_id=%3Cscript%3E');
  expect(odd?.status()).toBe(200);
});

test('sitemap.xml lists the city, scans, partner and deal pages, and they answer 200', async ({
  request,
}) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const locs = [...xml.matchAll(/<loc>https?:\/\/[^/]+([^<]+)<\/loc>/g)].map((m) =>
    m[1]!.replace(/&amp;/g, '&'),
  );
  const sample = [
    '/',
    '/hyderabad/',
    `/scans/?city_id=${HYDERABAD}`,
    locs.find((l) => l.startsWith('/partners/') && l.endsWith('/pune/')),
    '/deal/hc_499_tvhr_0_33/',
  ];
  for (const path of sample) {
    expect(locs, String(path)).toContain(path);
    expect((await request.get(path!)).status(), path).toBe(200);
  }
  expect(locs.filter((l) => l.startsWith('/search/'))).toEqual([]);
});
