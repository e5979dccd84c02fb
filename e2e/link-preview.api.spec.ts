// What a link-preview crawler (WhatsApp, Facebook) gets: it runs no JavaScript, reads the
// page's Open Graph tags from the HTML and fetches og:image, which must be a PNG it accepts
// (1200x630, well under WhatsApp's size limit). Also: unknown pictures are 404s, never 500s.
import { expect, test, type APIRequestContext } from './fixtures';
import { meta, pngSize, sharePicture } from './share-picture';

const CRAWLERS = {
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  whatsapp: 'WhatsApp/2.23.20.0 A',
};

async function productPath(request: APIRequestContext, city: string, slug: string) {
  const xml = await (await request.get('/sitemap.xml')).text();
  const loc = new RegExp(`<loc>https?://[^<]+(/${city}/${slug}/[a-z0-9]{6}/)</loc>`).exec(xml);
  expect(loc, `${city}/${slug} in sitemap.xml`).not.toBeNull();
  return loc![1]!;
}

for (const [crawler, userAgent] of Object.entries(CRAWLERS)) {
  test(`${crawler}'s crawler finds a 1200x630 PNG under 300 KB and a large card`, async ({
    request,
  }) => {
    for (const slug of ['mri-brain', 'cbc']) {
      const path = await productPath(request, 'hyderabad', slug);
      const response = await request.get(path, { headers: { 'user-agent': userAgent } });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)![1]!;
      const { url, bytes } = await sharePicture(request, html, userAgent);
      // Absolute, on the site's own address (SITE_URL), like the canonical link.
      expect(new URL(url).origin).toBe(new URL(canonical).origin);
      expect(new URL(url).pathname).toBe(`${path}og.png`);
      expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
      expect(bytes.length).toBeLessThan(300 * 1024);
      expect(meta(html, 'og:image:width')).toBe('1200');
      expect(meta(html, 'og:image:height')).toBe('630');
      expect(meta(html, 'og:image:alt')).toMatch(/ in Hyderabad, from ₹[0-9,]+ .*: DiagnoBook$/);
      expect(meta(html, 'twitter:card')).toBe('summary_large_image');
      expect(meta(html, 'twitter:image')).toBe(url);
    }
  });
}

test('the city, scans and deal pages have their own pictures', async ({ request }) => {
  for (const [path, picture] of [
    ['/hyderabad/', '/hyderabad/og.png'],
    ['/scans/?city_id=1', '/scans/hyderabad/og.png'],
    ['/deal/hc_499_tvhr_0_33/?utm_experiment_city=hyderabad', '/deal/hc_499_tvhr_0_33/og.png'],
  ] as const) {
    const html = await (await request.get(path)).text();
    const { url, bytes } = await sharePicture(request, html);
    expect(new URL(url).pathname, path).toBe(picture);
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    expect(bytes.length).toBeLessThan(300 * 1024);
    expect(meta(html, 'twitter:card'), path).toBe('summary_large_image');
    expect(meta(html, 'og:image:alt'), path).toMatch(/DiagnoBook$/);
  }
});

test('a picture of an unknown product, city or offer is a 404, never a 500', async ({
  request,
}) => {
  const path = await productPath(request, 'hyderabad', 'mri-brain');
  for (const unknown of [
    '/hyderabad/mri-brain/zzzzzz/og.png',
    `/nowhere${path.slice('/hyderabad'.length)}og.png`,
    '/nowhere/og.png',
    '/%00/og.png',
    '/scans/nowhere/og.png',
    '/deal/no_such_offer/og.png',
  ]) {
    const response = await request.get(unknown, { maxRedirects: 0 });
    expect(response.status(), unknown).toBe(404);
  }
  // A product's picture answers whatever the slug's letter case, like its page's data.
  const upper = await request.get(
    `${path.toUpperCase().replace('/HYDERABAD/', '/Hyderabad/')}og.png`,
    {
      maxRedirects: 0,
    },
  );
  expect(upper.status()).toBe(200);
});
