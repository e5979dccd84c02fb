import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { fromSitemap } from './sitemap';
import { CITIES } from '../lib/db/seed/data/cities';

const HYDERABAD = CITIES.findIndex((c) => c.slug === 'hyderabad') + 1;
const UTM = 'utm_source=e2e&utm_campaign=mri+week';
const PHONE = '+91 40 4520 0000';

const rupees = (text: string) => Number(text.replace(/[^0-9]/g, ''));

test.describe('an MRI page in Hyderabad', () => {
  let path: string;
  test.beforeEach(async ({ page, baseURL }) => {
    // The lead popup (e2e/live-parts.spec.ts) would cover what these tests look at.
    await page.context().addCookies([{ name: 'pop_up_shown', value: '1', url: baseURL! }]);
    path = await fromSitemap(page, 'hyderabad', 'mri-brain');
    await page.goto(`${path}?${UTM}`);
  });

  test('shows every section of the product page layout with its texts', async ({ page }) => {
    await expect(page).toHaveTitle(/^MRI Brain in Hyderabad from ₹[\d,]+ \| DiagnoBook$/);
    const header = page.getByRole('banner');
    // Home, with the campaign's query string.
    await expect(header.getByRole('link', { name: 'DiagnoBook home' })).toHaveAttribute(
      'href',
      `/?${UTM}`,
    );
    await expect(header.getByRole('link', { name: 'Call Us' })).toHaveAttribute(
      'href',
      'tel:+914045200000',
    );
    await expect(header.getByRole('link', { name: 'Whatsapp Chat' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'MRI Brain' })).toBeVisible();
    await expect(page.getByText('Also known as: Brain MRI')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Check Appointments' }).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Preparing for the test' })).toBeVisible();
    await expect(page.getByText('No fasting required')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How is it done' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Have questions about the product' }),
    ).toBeVisible();
    await expect(page.getByText('Speak to us in 15 seconds')).toBeVisible();
    await expect(page.getByRole('link', { name: `MRI Brain Scan: ${PHONE}` })).toHaveAttribute(
      'href',
      'tel:+914045200000',
    );
    for (const text of [
      '2 Million+',
      'Happy Users',
      '250+',
      'Accredited Labs',
      '20 Cr+',
      'Saved',
      'Cities',
    ]) {
      await expect(
        page.getByRole('region', { name: 'About DiagnoBook' }).getByText(text, { exact: true }),
      ).toBeVisible();
    }
    await expect(
      page.getByRole('region', { name: 'About DiagnoBook' }).getByText('10', { exact: true }),
    ).toBeVisible();
    for (const text of ['32 Tests', 'Free Home Collection', 'Reports in 48 Hours']) {
      await expect(page.getByText(text, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Customer reviews' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: /^Lowest prices by area in Hyderabad$/ }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  });

  test('FAQs are an accordion that opens on click', async ({ page }) => {
    const faqs = page.getByRole('region', { name: 'FAQs' });
    const first = faqs.locator('details').first();
    await expect(first).not.toHaveAttribute('open', '');
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
    await expect(first.locator('.prose')).toBeVisible();
  });

  test('shows the list price as the starting price x 1.5, to the nearest 10', async ({ page }) => {
    const hero = page.getByRole('region', { name: 'MRI Brain' });
    const now = rupees((await hero.locator('.price-now').textContent())!);
    const list = rupees((await hero.locator('.price-list').textContent())!);
    expect(list).toBe(Math.round((now * 1.5) / 10) * 10);
    const cheapest = rupees(
      (await page.locator('.partner-price').first().textContent())!.split('–')[0]!,
    );
    expect(now).toBe(cheapest);
  });

  test('highlights the top 3 partner organisations and lists the rest below', async ({ page }) => {
    const top = page.getByRole('list', { name: 'Top partner centres' }).getByRole('listitem');
    await expect(top).toHaveCount(3);
    for (let i = 0; i < 3; i++) await expect(top.nth(i)).toHaveClass(/partner-top/);
    const rest = page.getByRole('list', { name: 'More partner centres' }).getByRole('listitem');
    await expect(rest).toHaveCount(7); // 10 rendered on the server
    await expect(rest.first()).not.toHaveClass(/partner-top/);
    const more = page.getByRole('button', { name: /^Show \d+ more partners$/ });
    const missing = Number((await more.textContent())!.match(/\d+/)![0]);
    await more.click();
    await expect(rest).toHaveCount(7 + missing);
    await expect(more).toHaveCount(0);
    // The loaded rows carry the visitor's query like the rendered ones.
    await expect(rest.last().getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`&${UTM.replace('+', '\\+')}$`),
    );
    const prices = await page.locator('.partner-price').allTextContents();
    const mins = prices.map((p) => rupees(p.split('–')[0]!));
    expect([...mins].sort((a, b) => a - b)).toEqual(mins);
  });

  test('carries the query string on every navigation target', async ({ page }) => {
    const randomId = path.split('/')[3]!;
    const area = page
      .getByRole('region', { name: /Lowest prices by area/ })
      .getByRole('link')
      .first();
    await expect(area).toHaveAttribute(
      'href',
      new RegExp(
        `^/search/\\?query=MRI\\+Brain&city_id=${HYDERABAD}&${UTM.replace('+', '\\+')}#/sort_by_area_id=\\d+$`,
      ),
    );
    const partner = page
      .getByRole('list', { name: 'Top partner centres' })
      .getByRole('link')
      .first();
    await expect(partner).toHaveAttribute(
      'href',
      new RegExp(
        `^/partners/[a-z0-9-]+/hyderabad/\\?product_id=${randomId}&${UTM.replace('+', '\\+')}$`,
      ),
    );
    const similar = page.getByRole('region', { name: 'Similar tests' }).locator('.chip').first();
    await expect(similar).toHaveAttribute(
      'href',
      new RegExp(`^/hyderabad/[a-z0-9-]+/[a-z0-9]{6}/\\?${UTM.replace('+', '\\+')}$`),
    );
    await expect(page.getByRole('link', { name: 'Other MRI Scans' })).toHaveAttribute(
      'href',
      `/scans/?city_id=${HYDERABAD}&${UTM}#/mri`,
    );
    await expect(page.getByRole('link', { name: 'View Tests' })).toHaveAttribute(
      'href',
      `/deal/hc_499_tvhr_0_33/?utm_experiment_city=hyderabad&${UTM}`,
    );
    // No home service for an MRI: straight to booking a walk-in, on this page (query kept).
    const check = page.getByRole('link', { name: 'Check Appointments' }).first();
    await expect(check).toHaveAttribute('href', '#/book-appointment/walkin/');
    await check.click();
    await expect(page).toHaveURL(`${path}?${UTM}#/book-appointment/walkin/`);
  });

  test('carries search-engine data: canonical, Open Graph, Twitter, JSON-LD with the price range', async ({
    page,
    request,
  }) => {
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `http://localhost:3000${path}`,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      /MRI Brain in Hyderabad/,
    );
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((b) => JSON.parse(b) as Record<string, unknown>);
    const product = data.find((d) => d['@type'] === 'Product') as {
      offers: { priceCurrency: string; lowPrice: number; highPrice: number; offerCount: number };
      aggregateRating: { ratingValue: number; reviewCount: number };
    };
    const info = await (
      await request.get('/api/aggregator/product_basic_info/', {
        params: { product_random_id: path.split('/')[3]!, city_id: HYDERABAD },
      })
    ).json();
    expect(product.offers).toMatchObject({
      priceCurrency: 'INR',
      lowPrice: info.product.min_price,
      highPrice: info.product.max_price,
    });
    expect(product.offers.offerCount).toBeGreaterThan(3);
    expect(product.aggregateRating.ratingValue).toBeGreaterThanOrEqual(1);
    expect(data.map((d) => d['@type'])).toEqual([
      'WebPage',
      'Product',
      'FAQPage',
      'BreadcrumbList',
    ]);
  });

  test('sends its stylesheet once, in the HTML only, and keeps it across a client-side visit', async ({
    page,
    request,
  }) => {
    // A rule only components/product-page/live.css has: the product page's live parts come in the root stylesheet.
    const RULE = '.popup-layer{';
    const html = await (await request.get(`${path}?${UTM}`)).text();
    expect(html.split(RULE)).toHaveLength(2);
    expect(html.match(/<style[^>]*data-href="root-css"/g)).toHaveLength(1);
    for (const [, src] of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g))
      expect(await (await request.get(src!)).text(), src).not.toContain(RULE);

    const rootStyle = page.locator('style[data-href="root-css"]');
    await expect(rootStyle).toHaveCount(1);
    // Marks this document: a full page load would lose the mark.
    await page.evaluate(() => Object.assign(window, { e2eVisit: 'same' }));
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Hyderabad' })
      .click();
    await expect(page).toHaveURL(/\/hyderabad\/(\?.*)?$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Hyderabad');
    expect(await page.evaluate(() => (window as { e2eVisit?: string }).e2eVisit)).toBe('same');
    await expect(rootStyle).toHaveCount(1);
    expect(await rootStyle.evaluate((s) => s.textContent!.length)).toBeGreaterThan(5000);
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 247, 250)');
  });

  test("its scripts carry V8's compile hint, so Chrome compiles them off the main thread", async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    // Tags and the chunks the page runs once painted (lib/seo/paint-first.ts).
    const srcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"|__paintFirst\("([^"]+)"\)/g)].map(
      (m) => (m[1] ?? m[2])!,
    );
    expect(srcs.length).toBeGreaterThan(5);
    for (const src of srcs)
      expect(
        (await (await request.get(src)).text()).startsWith('//# allFunctionsCalledOnLoad\n'),
        src,
      ).toBe(true);
  });

  test('has no serious or critical accessibility violation', async ({ page }) => {
    await page.getByRole('button', { name: /^Show \d+ more partners$/ }).click();
    await expect(page.getByRole('button', { name: /more partners$/ })).toHaveCount(0);
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter(
      (v) => v.impact === 'serious' || v.impact === 'critical',
    );
    expect(
      serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });
});

test('a blood test with home collection goes to the service picker first', async ({ page }) => {
  const path = await fromSitemap(page, 'pune', 'cbc');
  await page.goto(`${path}?${UTM}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'CBC (Complete Blood Count)' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Check Appointments' }).first()).toHaveAttribute(
    'href',
    '#/diagnostic-service-picker/null/',
  );
  await expect(page.getByRole('link', { name: 'Other MRI Scans' })).toHaveCount(0);
  await expect(page.getByText(/home collection available/)).toBeVisible();
});

test('a wrong slug or letter case answers 308 to the canonical address with the query', async ({
  page,
  request,
}) => {
  const path = await fromSitemap(page, 'hyderabad', 'mri-brain');
  const [, , , randomId] = path.split('/');
  const res = await request.get(`/HYDERABAD/brain-scan/${randomId!.toUpperCase()}/?${UTM}`, {
    maxRedirects: 0,
  });
  expect(res.status()).toBe(308);
  expect(res.headers()['location']).toBe(`${path}?${UTM}`);
});

test('an unknown test is a 404 that offers the city’s popular tests and a search', async ({
  page,
}) => {
  const res = await page.goto('/pune/mri-brain/zzzzzz/');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  // Next renders a 404 in the browser (no server copy of the stylesheet): it is styled all the same.
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(245, 247, 250)');
  await expect(page.getByRole('heading', { name: 'Popular tests in Pune' })).toBeVisible();
  const popular = page.getByRole('main').getByRole('listitem').getByRole('link');
  expect(await popular.count()).toBe(8);
  await expect(popular.first()).toHaveAttribute('href', /^\/pune\//);
  await page.getByRole('searchbox', { name: 'Search tests and scans' }).fill('thyroid');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\/\?query=thyroid&city_id=6$/);
  await expect(page.getByRole('heading', { name: 'Results for “thyroid” in Pune' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Thyroid Profile/ }).first()).toBeVisible();
});
