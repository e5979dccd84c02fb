import { expect, test, type Page } from './fixtures';
import { fromSitemap } from './sitemap';
import { openFreeDay } from './free-day';

// Defects a patient found, checked at a 360 px and a 390 px phone and a 1280 px
// desktop. Each test sets those widths itself, so it runs once (desktop project); the phone
// widths get a phone's touch and user agent from the context below.

test.skip(({ isMobile }) => isMobile, 'sets its own widths');

const WIDTHS = [360, 390, 1280] as const;
const CAMPAIGN = 'utm_source=newspaper&utm_campaign=monsoon-mri';

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
}

async function pagesToVisit(page: Page): Promise<string[]> {
  const product = await fromSitemap(page, 'pune', 'cbc');
  return [
    '/',
    '/pune/',
    product,
    '/scans/',
    '/search/?query=mri&city_id=3',
    '/about/',
    '/my-bookings/',
  ];
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'pop_up_shown', value: '1', url: baseURL! }]);
});

test('no page is wider than a 360 px phone, a 390 px phone or a desktop', async ({ page }) => {
  const paths = await pagesToVisit(page);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    for (const path of paths) {
      await page.goto(path);
      const wide = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        header: document.querySelector('.site-header')!.scrollWidth,
      }));
      expect(wide, `${path} at ${width} px`).toEqual({ page: width, header: width });
    }
  }
});

test('a product page ends with its footer readable above the phone bottom bar, no empty band', async ({
  page,
}) => {
  const product = await fromSitemap(page, 'pune', 'cbc');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await page.goto(product);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.locator('.site-footer p');
    await expect(footer).toBeVisible();
    const layout = await page.evaluate(() => {
      const text = document.querySelector('.site-footer p')!.getBoundingClientRect();
      const bar = document.querySelector('.bottom-bar');
      const barTop =
        bar && getComputedStyle(bar).display !== 'none'
          ? bar.getBoundingClientRect().top
          : window.innerHeight;
      const sections = [
        ...document.querySelectorAll('.product-page > section, .product-page .card'),
      ];
      const lastSection = Math.max(...sections.map((s) => s.getBoundingClientRect().bottom));
      return {
        textBottom: text.bottom,
        barTop,
        band: document.querySelector('.site-footer')!.getBoundingClientRect().top - lastSection,
      };
    });
    expect(layout.textBottom, `footer text above the bar at ${width} px`).toBeLessThanOrEqual(
      layout.barTop,
    );
    // The usual space between sections, not a band of empty page.
    expect(layout.band, `space before the footer at ${width} px`).toBeLessThanOrEqual(48);
  }
});

test('a campaign query string stays on every internal link, on every page', async ({ page }) => {
  const paths = await pagesToVisit(page);
  for (const width of WIDTHS) {
    await atWidth(page, width);
    for (const path of paths) {
      await page.goto(`${path}${path.includes('?') ? '&' : '?'}${CAMPAIGN}`);
      // The query is added in the browser once the page is interactive.
      await expect
        .poll(
          () =>
            page.evaluate(() =>
              [...document.querySelectorAll('a[href^="/"]')]
                .map((a) => a.getAttribute('href')!)
                .filter((h) => !h.startsWith('//') && !h.startsWith('/api/'))
                .filter(
                  (h) =>
                    !(h.includes('utm_source=newspaper') && h.includes('utm_campaign=monsoon-mri')),
                ),
            ),
          { message: `links without the query on ${path} at ${width} px` },
        )
        .toEqual([]);
    }
  }
  // The header's logo takes the query home.
  await page.getByRole('link', { name: /home$/ }).first().click();
  await expect(page).toHaveURL(/\/\?utm_source=newspaper&utm_campaign=monsoon-mri$/);
});

test('an anonymous visitor opens the booking screens without an error in the console', async ({
  page,
}) => {
  const product = await fromSitemap(page, 'pune', 'cbc');
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  for (const width of WIDTHS) {
    await atWidth(page, width);
    for (const screen of ['home-service', 'walkin']) {
      await page.goto(`${product}#/book-appointment/${screen}/`);
      await expect(
        page.getByRole('group', { name: 'Centre' }).locator('label').first(),
      ).toBeVisible();
      await page.getByRole('group', { name: 'Centre' }).locator('label').first().click();
      await openFreeDay(page);
      await expect(page.getByRole('group', { name: /^Times on / })).toBeVisible();
    }
  }
  expect(problems).toEqual([]);
});
