import { expect, test, type APIRequestContext } from './fixtures';

// The public pages on the narrowest phones in use, and a missing page read without JavaScript.

async function productPath(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/hyderabad/')).text();
  const path = /href="(\/hyderabad\/[a-z0-9-]+\/[a-z0-9]{6}\/)"/.exec(html)?.[1];
  expect(path, 'a product link on the city page').toBeTruthy();
  return path!;
}

test.describe('a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('no page kind scrolls sideways', async ({ page, request }) => {
    test.setTimeout(120_000);
    const pages = [
      '/',
      await productPath(request),
      '/search/?q=mri',
      '/search/',
      '/hyderabad/',
      '/scans/',
      '/deal/hc_499_tvhr_0_33/',
      '/login/',
      '/my-bookings/',
      '/privacy/',
      '/terms/',
      '/about/',
      '/zzz/',
      '/booking/DX-ABC123/',
    ];
    for (const path of pages) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${path} is ${width} px wide`).toBeLessThanOrEqual(320);
      // The header's contact links keep the words of docs/product.md, Product page layout, and stay
      // on the screen.
      for (const name of ['Call Us', 'Whatsapp Chat']) {
        const box = await page.locator('.site-header').getByRole('link', { name }).boundingBox();
        expect(box, `${path}: ${name}`).not.toBeNull();
        expect(box!.x + box!.width, `${path}: ${name}`).toBeLessThanOrEqual(320);
      }
    }
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of [
    '/hyderabad/nope/abcdef/',
    '/zzz/',
    '/deal/unknown/',
    '/partners/nope/hyderabad/',
    '/booking/DX-ABC123/',
  ]) {
    test(`${path} shows the not-found page`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
      await expect(page).toHaveTitle('Page not found | DiagnoBook');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'We could not find that page',
      );
      await expect(page.getByRole('link', { name: 'See all tests and scans' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(
        page.locator('.site-header').getByRole('link', { name: 'Call Us' }),
      ).toBeVisible();
    });
  }
});
