// Every navigation target of a product page (docs/product.md, Navigation) is a real page: followed
// from an MRI page and a blood-test page, each lands on a 200 that shows what it promised, passes
// axe, and keeps the visitor's query string on its own links.
import { expect, test, type Page } from './fixtures';
import { CITIES } from '../lib/db/seed/data/cities';
import {
  expectAccessible,
  expectLinksCarry,
  expectSearchEngineData,
  jsonLdTypes,
} from './page-checks';
import { fromSitemap } from './sitemap';

const UTM = 'utm_source=e2e&utm_campaign=nav+week';
const cityId = (slug: string) => CITIES.findIndex((c) => c.slug === slug) + 1;

/** Opens the product page and answers the address and text of the link `pick` finds there. */
async function target(
  page: Page,
  productUrl: string,
  pick: (page: Page) => ReturnType<Page['locator']>,
): Promise<{ href: string; text: string }> {
  await page.goto(productUrl);
  const link = pick(page).first();
  // The product page is cached and shared: its links get the query in the browser.
  await expect(link).toHaveAttribute('href', /utm_source=e2e/);
  return { href: (await link.getAttribute('href'))!, text: (await link.textContent())! };
}

async function follow(page: Page, href: string) {
  const res = await page.goto(href);
  expect(res?.status(), href).toBe(200);
  expect(page.url()).toContain(UTM);
}

for (const { city, slug, name, mri } of [
  { city: 'hyderabad', slug: 'mri-brain', name: 'MRI Brain', mri: true },
  { city: 'pune', slug: 'cbc', name: 'CBC (Complete Blood Count)', mri: false },
]) {
  const cityName = CITIES.find((c) => c.slug === city)!.name;

  test.describe(`the navigation targets of ${name} in ${cityName}`, () => {
    let productUrl: string;
    test.beforeEach(async ({ page }) => {
      productUrl = `${await fromSitemap(page, city, slug)}?${UTM}`;
    });

    test('a lowest-price area: the search, that area’s centres first, the area named', async ({
      page,
    }) => {
      await page.goto(productUrl);
      const areaLink = page
        .getByRole('region', { name: /Lowest prices by area/ })
        .getByRole('link')
        .nth(1);
      await expect(areaLink).toHaveAttribute('href', /utm_source=e2e.*#\/sort_by_area_id=\d+$/);
      const area = (await areaLink.locator('span').first().textContent())!;
      const href = (await areaLink.getAttribute('href'))!;
      await follow(page, href);
      await expect(page).toHaveURL(/#\/sort_by_area_id=\d+$/);
      await expect(
        page.getByRole('heading', { level: 1, name: `Results for “${name}” in ${cityName}` }),
      ).toBeVisible();
      await expect(page.getByRole('status')).toHaveText(`Centres in ${area} are listed first.`);
      const first = page.locator('.result').first();
      await expect(first.getByRole('heading', { level: 2 })).toHaveText(name);
      await expect(first.locator('.price-range')).toHaveText(
        /₹[\d,]+( – ₹[\d,]+)? at \d+ centres? in/,
      );
      await expect(first.locator('.centre-list li').first()).toHaveClass('in-area');
      await expectLinksCarry(page, UTM);
      await expectAccessible(page);
      // Book at a centre: the product page's booking screen for that centre.
      const book = first.getByRole('link', { name: /^Book / }).first();
      await expect(book).toHaveAttribute(
        'href',
        /\?utm_source=e2e&utm_campaign=nav\+week#\/(book-appointment\/walkin|diagnostic-service-picker)\/\d+\/$/,
      );
      await book.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    });

    test('a partner organisation: its centres, prices and reviews, the test first', async ({
      page,
    }) => {
      const { href, text: organisation } = await target(page, productUrl, (p) =>
        p.getByRole('list', { name: 'Top partner centres' }).getByRole('link'),
      );
      await follow(page, href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${organisation}, ${cityName}`,
      );
      const offer = page.getByRole('region', { name: `${name} at ${organisation}` });
      await expect(offer).toBeVisible();
      // The test comes first, before the centres and the price list.
      const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
      expect(headings[0]).toBe(`${name} at ${organisation}`);
      await expect(offer.getByRole('link', { name: /^Book / }).first()).toHaveAttribute(
        'href',
        new RegExp(`/${city}/${slug}/[a-z0-9]{6}/\\?${UTM.replace('+', '\\+')}#/`),
      );
      const centres = page.getByRole('region', { name: new RegExp(`^Centres in ${cityName}`) });
      await expect(centres.locator('address').first()).toContainText(cityName);
      await expect(centres.getByText(/\d:\d\d [AP]M – \d{1,2}:\d\d [AP]M/).first()).toBeVisible();
      await expect(
        page.getByRole('region', { name: `Prices at ${organisation} in ${cityName}` }),
      ).toContainText(name);
      await expect(
        page.getByRole('heading', { name: `Reviews of ${organisation} in ${cityName}` }),
      ).toBeVisible();
      expect(await jsonLdTypes(page)).toEqual(['WebPage', 'MedicalOrganization', 'BreadcrumbList']);
      await expectSearchEngineData(page, new URL(href, 'http://x').pathname);
      await expectLinksCarry(page, UTM);
      await expectAccessible(page);
    });

    test('a similar test: its product page', async ({ page }) => {
      const { href, text: chip } = await target(page, productUrl, (p) =>
        p.getByRole('region', { name: 'Similar tests' }).locator('.chip'),
      );
      await follow(page, href);
      await expect(page.getByRole('heading', { level: 1, name: chip })).toBeVisible();
    });

    test('the deal: the home-collection package in the city, with a way to book', async ({
      page,
    }) => {
      const { href } = await target(page, productUrl, (p) =>
        p.getByRole('link', { name: 'View Tests' }),
      );
      expect(href).toContain(`utm_experiment_city=${city}`);
      await follow(page, href);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Full Body Checkup at Home' }),
      ).toBeVisible();
      for (const text of ['32 Tests', 'Free Home Collection', 'Reports in 48 Hours']) {
        await expect(page.getByText(text, { exact: true })).toBeVisible();
      }
      await expect(page.locator('.deal-price')).toContainText('₹499');
      await expect(
        page.getByRole('heading', { name: `Book your home collection in ${cityName}` }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'Book on WhatsApp' })).toHaveAttribute(
        'href',
        /^https:\/\/wa\.me\/\d+\?text=.*hc_499_tvhr_0_33/,
      );
      await expect(page.getByRole('heading', { name: 'The 32 tests included' })).toBeVisible();
      await expect(page.locator('.parameters li')).toHaveCount(32);
      expect(await jsonLdTypes(page)).toEqual(['WebPage', 'Product']);
      await expectSearchEngineData(page, '/deal/hc_499_tvhr_0_33/');
      await expectLinksCarry(page, UTM);
      await expectAccessible(page);
    });

    if (mri) {
      test('Other MRI Scans: the city’s scans, the tab following the hash', async ({ page }) => {
        const { href } = await target(page, productUrl, (p) =>
          p.getByRole('link', { name: 'Other MRI Scans' }),
        );
        expect(href).toBe(`/scans/?city_id=${cityId(city)}&${UTM}#/mri`);
        await follow(page, href);
        await expect(
          page.getByRole('heading', { level: 1, name: `Scans in ${cityName}` }),
        ).toBeVisible();
        const tabs = page.getByRole('navigation', { name: 'Scan types' });
        const mriPanel = page.getByRole('region', { name: `MRI scans in ${cityName}` });
        const ctPanel = page.getByRole('region', { name: `CT scans in ${cityName}` });
        await expect(tabs.getByRole('link', { name: /^MRI/ })).toHaveAttribute(
          'aria-current',
          'true',
        );
        await expect(
          mriPanel.getByRole('link', { name: /^MRI Brain · \d+ centres from ₹/ }),
        ).toBeVisible();
        await expect(ctPanel).toBeHidden();
        await expectLinksCarry(page, UTM, '[data-tab-panel="mri"]');
        await expectAccessible(page);

        await tabs.getByRole('link', { name: /^CT/ }).click();
        await expect(page).toHaveURL(/#\/ct$/);
        await expect(ctPanel).toBeVisible();
        await expect(mriPanel).toBeHidden();
        await page.goBack();
        await expect(page).toHaveURL(/#\/mri$/);
        await expect(mriPanel).toBeVisible();
        await expect(ctPanel).toBeHidden();
        await page.goForward();
        await expect(ctPanel).toBeVisible();
        await expect(tabs.getByRole('link', { name: /^CT/ })).toHaveAttribute(
          'aria-current',
          'true',
        );
      });
    }
  });
}
