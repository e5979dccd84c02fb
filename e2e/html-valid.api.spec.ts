// Every kind of page is valid HTML for the Nu Html Checker (vnu), the W3C's checker.
// The pages come from the sitemap as a crawler finds them, plus the pages it does not list
// (search, login, 404, a booking's access page) and a test patient's own pages, all checked in
// one run of vnu (e2e/vnu.ts). The screens only the browser builds: html-valid-screens.spec.ts.
import { expect, test, type APIRequestContext } from './fixtures';
import { searchPath } from '../lib/catalog/urls';
import { bookForPatient, HYDERABAD, logIn } from './booking-api';
import { phoneFor } from './phones';
import { expectValidHtml } from './vnu';

/** The site's own paths listed in the sitemap (following an index to its first file). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const locs = (xml: string) =>
    [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => {
      const url = new URL(m[1]!.replace(/&amp;/g, '&'));
      return `${url.pathname}${url.search}`;
    });
  const root = await (await request.get('/sitemap.xml')).text();
  if (!root.includes('<sitemapindex')) return locs(root);
  return locs(await (await request.get(locs(root)[0]!)).text());
}

/** The first sitemap path matching `pattern`, failing the test if there is none. */
function pick(paths: string[], pattern: RegExp, kind: string): string {
  const found = paths.find((p) => pattern.test(p));
  expect(found, `a ${kind} page in the sitemap`).toBeDefined();
  return found!;
}

test('every page kind is valid HTML (Nu Html Checker)', async ({ request, playwright }) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  const scan = pick(paths, /^\/hyderabad\/mri-brain\/[a-z0-9]{6}\/$/, 'scan product');
  // The product page links each partner organisation with the product (its prices first).
  const partnerLink = /href="(\/partners\/[^"]+product_id=[^"]+)"/.exec(
    await (await request.get(scan)).text(),
  );
  expect(partnerLink, 'a partner organisation link on the product page').not.toBeNull();

  // Page kind → its address and the status it answers with.
  const pages: { name: string; path: string; status: number; on?: APIRequestContext }[] = [
    { name: 'home', path: pick(paths, /^\/$/, 'home'), status: 200 },
    { name: 'city', path: pick(paths, /^\/hyderabad\/$/, 'city'), status: 200 },
    { name: 'product-scan', path: scan, status: 200 },
    {
      name: 'product-blood-test',
      path: pick(paths, /^\/hyderabad\/cbc\/[a-z0-9]{6}\/$/, 'blood test product'),
      status: 200,
    },
    {
      name: 'scans',
      path: pick(paths, new RegExp(`^/scans/\\?city_id=${HYDERABAD}$`), 'scans'),
      status: 200,
    },
    { name: 'deal', path: pick(paths, /^\/deal\/[^/]+\/$/, 'deal'), status: 200 },
    {
      name: 'partner-organisation',
      path: pick(paths, /^\/partners\/[^/]+\/hyderabad\/$/, 'partner organisation'),
      status: 200,
    },
    {
      name: 'partner-organisation-product',
      path: partnerLink![1]!.replace(/&amp;/g, '&'),
      status: 200,
    },
    { name: 'search', path: searchPath('mri', HYDERABAD), status: 200 },
    { name: 'search-no-match', path: searchPath('zzqx', HYDERABAD), status: 200 },
    { name: 'about', path: '/about/', status: 200 },
    { name: 'privacy', path: '/privacy/', status: 200 },
    { name: 'terms', path: '/terms/', status: 200 },
    { name: 'accessibility', path: '/accessibility/', status: 200 },
    { name: 'login', path: '/login/', status: 200 },
    // An address no route matches, and one a page answers 404 to (an unknown city). Next
    // renders the second as an empty shell that the browser fills in (vercel/next.js#62228):
    // its not-found markup is checked through the first.
    { name: 'not-found', path: '/no-such/page-for-html-check/', status: 404 },
    { name: 'not-found-city', path: '/no-such-city/', status: 404 },
    // Someone else's (or an unknown) booking: the page that sends a code to open it.
    { name: 'booking-access', path: '/booking/DX-ZZZZZZ/', status: 404 },
    // A report link no message carried: the page that says how else to get the report.
    { name: 'report-link-invalid', path: `/report/${'A'.repeat(43)}/`, status: 200 },
  ];

  // A test patient's own pages: log in, book, then My bookings and the booking's page.
  const patient = await playwright.request.newContext();
  const phone = phoneFor('html-valid', '8');
  await logIn(patient, phone, { 'x-forwarded-for': `198.19.99.${process.pid % 256}` });
  const reference = await bookForPatient(patient, phone);
  pages.push(
    { name: 'my-bookings', path: '/my-bookings/', status: 200, on: patient },
    { name: 'booking', path: `/booking/${reference}/`, status: 200, on: patient },
  );

  const html = new Map<string, Buffer>();
  for (const page of pages) {
    const res = await (page.on ?? request).get(page.path, { maxRedirects: 0 });
    expect(res.status(), page.path).toBe(page.status);
    expect(res.headers()['content-type'], page.path).toContain('text/html');
    html.set(`${page.name} ${page.path}`, await res.body());
  }
  await patient.dispose();
  expectValidHtml(html);
});
