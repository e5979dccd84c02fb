// Issue 21: every kind of page is valid HTML for the Nu Html Checker (vnu), the W3C's checker.
// The pages come from the sitemap as a crawler finds them, plus the pages it does not list
// (search, login, 404, a booking's access page) and a test patient's own pages. Their HTML
// is saved to a temporary folder and checked in one run of vnu (the JVM starts slowly).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { searchPath } from '../lib/catalog/urls';
import { bookForPatient, HYDERABAD, logIn } from './booking-api';
import { phoneFor } from './phones';

const VNU = path.join(process.cwd(), 'node_modules', 'vnu-jar', 'build', 'dist', 'vnu.jar');

/** One message of vnu's JSON output, as far as this test reads it. */
interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

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
    { name: 'login', path: '/login/', status: 200 },
    // An address no route matches, and one a page answers 404 to (an unknown city). Next
    // renders the second as an empty shell that the browser fills in (vercel/next.js#62228):
    // its not-found markup is checked through the first.
    { name: 'not-found', path: '/no-such/page-for-html-check/', status: 404 },
    { name: 'not-found-city', path: '/no-such-city/', status: 404 },
    // Someone else's (or an unknown) booking: the page that sends a code to open it.
    { name: 'booking-access', path: '/booking/DX-ZZZZZZ/', status: 404 },
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

  const dir = mkdtempSync(path.join(os.tmpdir(), 'html-valid-'));
  try {
    const fileOf = new Map<string, string>();
    for (const [i, page] of pages.entries()) {
      const res = await (page.on ?? request).get(page.path, { maxRedirects: 0 });
      expect(res.status(), page.path).toBe(page.status);
      expect(res.headers()['content-type'], page.path).toContain('text/html');
      const file = path.join(dir, `${String(i).padStart(2, '0')}-${page.name}.html`);
      writeFileSync(file, await res.body());
      fileOf.set(file, `${page.name} ${page.path}`);
    }
    await patient.dispose();

    const run = spawnSync(
      'java',
      ['-jar', VNU, '--format', 'json', '--stdout', '--also-check-svg', ...fileOf.keys()],
      { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
    );
    expect(run.error, 'java runs vnu.jar').toBeUndefined();
    const { messages } = JSON.parse(run.stdout) as { messages: VnuMessage[] };

    const pageOf = (url = '') => {
      const file = url.startsWith('file:') ? new URL(url).pathname : url;
      return fileOf.get(file) ?? url;
    };
    const line = (m: VnuMessage) =>
      `${pageOf(m.url)} line ${m.lastLine ?? '?'}: ${m.message}${
        m.extract ? `\n    ${m.extract.replace(/\s+/g, ' ').trim()}` : ''
      }`;
    const warnings = messages.filter((m) => m.type === 'info' && m.subType === 'warning');
    if (warnings.length > 0) console.log(`vnu warnings:\n${warnings.map(line).join('\n')}`);

    const errors = messages.filter((m) => m.type !== 'info');
    const perPage = new Map([...fileOf.values()].map((p) => [p, 0]));
    for (const m of errors) perPage.set(pageOf(m.url), (perPage.get(pageOf(m.url)) ?? 0) + 1);
    console.log(`vnu errors per page:\n${[...perPage].map(([p, n]) => `  ${n}  ${p}`).join('\n')}`);
    expect(errors.map(line), 'vnu errors (page, line, message)').toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
