import { expect, test, type APIRequestContext } from '@playwright/test';

// What a CDN gets from the public pages: the HTTP answer alone, no browser.

/** A shared cache may keep this answer (public, or s-maxage / max-age without private). */
function publiclyCacheable(cacheControl: string | undefined): boolean {
  const value = (cacheControl ?? '').toLowerCase();
  if (/\b(private|no-store)\b/.test(value)) return false;
  return /\bpublic\b|s-maxage=[1-9]|max-age=[1-9]/.test(value);
}

async function firstLink(request: APIRequestContext, from: string, pattern: RegExp) {
  const html = await (await request.get(from)).text();
  const found = pattern.exec(html)?.[1];
  expect(found, `a link like ${pattern} on ${from}`).toBeTruthy();
  return found!;
}

test('no page with campaign parameters sets a cookie on an answer a shared cache may keep', async ({
  request,
}) => {
  const product = await firstLink(
    request,
    '/hyderabad/',
    /href="(\/hyderabad\/[a-z0-9-]+\/[a-z0-9]{6}\/)"/,
  );
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const partner = /<loc>https?:\/\/[^<]+(\/partners\/[^<]+\/)<\/loc>/.exec(sitemap)?.[1];
  expect(partner, 'a partner page in the sitemap').toBeTruthy();
  const deal =
    /<loc>https?:\/\/[^<]+(\/deal\/[^<]+\/)<\/loc>/.exec(sitemap)?.[1] ?? '/deal/hc_499_tvhr_0_33/';
  const pages = [
    '/',
    '/hyderabad/',
    product,
    '/search/?q=mri',
    '/scans/',
    deal,
    partner!,
    '/booking/DX-ABC123/',
    '/login/',
    '/my-bookings/',
    '/my-data/',
    '/privacy/',
    '/terms/',
    '/about/',
    '/accessibility/',
    '/zzz/',
    '/hyderabad/nope/abcdef/',
  ];
  const campaign = 'utm_source=google&utm_medium=cpc&utm_campaign=probe_test';
  const seen: string[] = [];
  for (const page of pages) {
    // Twice: the first answer may render the page, the second comes from Next's cache.
    for (let round = 0; round < 2; round++) {
      const address = `${page}${page.includes('?') ? '&' : '?'}${campaign}`;
      const response = await request.get(address, { maxRedirects: 0 });
      const headers = response.headersArray();
      const cookies = headers.filter((h) => h.name.toLowerCase() === 'set-cookie');
      const cacheControl = response.headers()['cache-control'];
      expect(
        cookies.length > 0 && publiclyCacheable(cacheControl),
        `${address}: ${response.status()} Cache-Control "${cacheControl}" with ${cookies.length} cookie(s)`,
      ).toBe(false);
      // A campaign address is never kept by a shared cache, cookie or not: a stored copy
      // without the cookie would lose the next visitor's attribution.
      expect(publiclyCacheable(cacheControl), `${address}: Cache-Control "${cacheControl}"`).toBe(
        false,
      );
      if (cookies.some((c) => c.value.startsWith('campaign='))) seen.push(page);
    }
  }
  // The attribution still reaches the browser on a landing (the request has no referer).
  expect(seen).toContain(product);
  expect(seen).toContain('/');
});
