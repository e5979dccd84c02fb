import { expect, test, type APIRequestContext } from './fixtures';

// What a crawler, a CDN or a phone without JavaScript gets from the public pages: the HTTP
// answer alone, no browser.

const MISSING = [
  '/hyderabad/nope/abcdef/', // a test that does not exist
  '/zzz/', // a city that does not exist
  '/deal/unknown/',
  '/partners/nope/hyderabad/',
  '/booking/DX-ABC123/', // a booking that does not exist (or is someone else's)
];

/** A shared cache may keep this answer (public, or s-maxage / max-age without private). */
function publiclyCacheable(cacheControl: string | undefined): boolean {
  const value = (cacheControl ?? '').toLowerCase();
  if (/\b(private|no-store)\b/.test(value)) return false;
  return /\bpublic\b|s-maxage=[1-9]|max-age=[1-9]/.test(value);
}

for (const path of MISSING) {
  test(`${path} answers a readable 404 that no shared cache keeps`, async ({ request }) => {
    // Twice: the first answer may render the page, the second may come from Next's cache.
    for (let round = 0; round < 2; round++) {
      const response = await request.get(path);
      expect(response.status()).toBe(404);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      const cacheControl = response.headers()['cache-control'] ?? '';
      expect(cacheControl).toMatch(/\bno-store\b/);
      expect(cacheControl).toMatch(/\bprivate\b/);
      expect(publiclyCacheable(cacheControl)).toBe(false);
      const html = await response.text();
      expect(html).toMatch(/^<!DOCTYPE html><html[^>]*\slang="en-IN"/);
      expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe('Page not found | DiagnoBook');
      // The not-found page's own words and links in the markup, not only in the flight data.
      const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
      expect(markup).toContain('<h1>We could not find that page</h1>');
      expect(markup).toMatch(/<a href="\/" class="button">See all tests and scans<\/a>/);
      expect(markup).toContain('class="site-header"');
    }
  });

  test(`HEAD ${path} answers 404 without a shared cache's consent`, async ({ request }) => {
    const response = await request.head(path);
    expect(response.status()).toBe(404);
    expect(publiclyCacheable(response.headers()['cache-control'])).toBe(false);
  });
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
