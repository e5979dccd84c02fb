// Hindi and Telugu over HTTP on the production server: every patient page in each language,
// its text in its script (not mostly Latin letters), its language and alternates told to
// search engines, its link-preview picture; the language switch; the sitemap; bad input.
import { expect, test, type APIRequestContext } from './fixtures';
import { latinShare } from '../lib/i18n/script-share';
import { LANGUAGES } from '../lib/i18n/locales';
import { HYDERABAD } from './booking-api';
import { expectValidHtml } from './vnu';

const INDIC = LANGUAGES.filter((l) => l.script !== 'Latn');

/** The English product address of a test in Hyderabad, from the sitemap. */
async function productPath(request: APIRequestContext, slug: string): Promise<string> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return new RegExp(`<loc>https?://[^<]+(/hyderabad/${slug}/[a-z0-9]{6}/)</loc>`).exec(xml)![1]!;
}

/** What a reader sees: the body's text without scripts, styles and tags. */
function visibleText(html: string): string {
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
  return body
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/g, ' ');
}

const alternates = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
      m[1]!,
      new URL(m[2]!).pathname + new URL(m[2]!).search,
    ]),
  );

async function pages(request: APIRequestContext): Promise<[string, string][]> {
  const product = await productPath(request, 'cbc');
  return [
    ['home', '/'],
    ['city', '/hyderabad/'],
    ['product', product],
    ['scan product', await productPath(request, 'mri-brain')],
    ['search', '/search/?q=thyroid'],
    ['scans', `/scans/?city_id=${HYDERABAD}`],
    ['deal', '/deal/hc_499_tvhr_0_33/'],
    ['about', '/about/'],
    ['login', '/login/'],
    ['privacy', '/privacy/'],
    ['terms', '/terms/'],
    ['accessibility', '/accessibility/'],
  ];
}

for (const language of INDIC) {
  test.describe(`${language.name} (${language.code})`, () => {
    test('every patient page is in the language, in its script, and says so', async ({
      request,
    }) => {
      for (const [kind, english] of await pages(request)) {
        const path = `/${language.code}${english}`;
        const response = await request.get(path);
        expect(response.status(), `${kind}: ${path}`).toBe(200);
        const html = await response.text();
        expect(html, `${kind}: <html lang>`).toContain(`<html lang="${language.tag}"`);
        const share = latinShare(visibleText(html), language.script as 'Deva' | 'Telu');
        expect(share, `${kind}: share of Latin letters on ${path}`).toBeLessThan(0.5);
      }
    });

    test('indexable pages name every language as an alternate, each the same page', async ({
      request,
    }) => {
      const product = await productPath(request, 'mri-brain');
      for (const english of ['/', '/hyderabad/', product, '/privacy/']) {
        const html = await (await request.get(`/${language.code}${english}`)).text();
        expect(alternates(html), english).toEqual({
          'en-IN': english,
          'hi-IN': `/hi${english}`,
          'te-IN': `/te${english}`,
          'x-default': english,
        });
        expect(html).toContain(
          `<link rel="canonical" href="http://localhost:3000/${language.code}${english}"/>`,
        );
        expect(html).toContain(`<meta property="og:locale" content="${language.ogLocale}"/>`);
        expect(html).toContain(`"inLanguage":"${language.tag}"`);
      }
      // And the English page names them back.
      const english = await (await request.get(product)).text();
      expect(alternates(english)[language.tag]).toBe(`/${language.code}${product}`);
    });

    test('the link-preview picture is drawn in the language', async ({ request }) => {
      const html = await (
        await request.get(`/${language.code}${await productPath(request, 'cbc')}`)
      ).text();
      const image = /<meta property="og:image" content="([^"]+)"/.exec(html)![1]!;
      expect(new URL(image).pathname).toMatch(new RegExp(`^/${language.code}/hyderabad/cbc/`));
      const picture = await request.get(new URL(image).pathname + new URL(image).search);
      expect(picture.headers()['content-type']).toBe('image/png');
      expect((await picture.body()).length).toBeGreaterThan(10_000);
    });

    test('a missing page is a 404 in the language', async ({ request }) => {
      const response = await request.get(`/${language.code}/atlantis/`);
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain(`lang="${language.tag}"`);
      expect(latinShare(visibleText(html), language.script as 'Deva' | 'Telu')).toBeLessThan(0.5);
    });
  });
}

test('every Hindi and Telugu page is valid HTML (Nu Html Checker)', async ({ request }) => {
  test.setTimeout(120_000);
  const found = new Map<string, string>();
  for (const language of INDIC) {
    for (const [kind, english] of await pages(request)) {
      const path = `/${language.code}${english}`;
      found.set(`${language.code} ${kind}`, await (await request.get(path)).text());
    }
    found.set(
      `${language.code} 404`,
      await (await request.get(`/${language.code}/atlantis/`)).text(),
    );
  }
  expectValidHtml(found);
});

test('an unknown language prefix is the English not-found page', async ({ request }) => {
  const response = await request.get('/xx/hyderabad/');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('lang="en-IN"');
  expect(html).toContain('We could not find that page');
});

test('the English pages stay at their addresses: /en/ is sent there', async ({ request }) => {
  const response = await request.get('/en/hyderabad/', { maxRedirects: 0 });
  expect(response.status()).toBe(308);
  expect(response.headers().location).toBe('/hyderabad/');
});

test('the language switch keeps the page and its query, remembers the choice, stays on this site', async ({
  request,
}) => {
  const next = '/hyderabad/?utm_source=whatsapp&utm_campaign=family';
  const switched = await request.post('/api/language/', {
    form: { to: 'te', next },
    maxRedirects: 0,
  });
  expect(switched.status()).toBe(303);
  expect(switched.headers().location).toBe(`/te${next}`);
  expect(switched.headers()['set-cookie']).toMatch(/^lang=te; Path=\/; .*Max-Age=31536000/);
  for (const foreign of ['https://evil.example/', '//evil.example/x', '/\\evil.example']) {
    const answer = await request.post('/api/language/', {
      form: { to: 'hi', next: foreign },
      maxRedirects: 0,
    });
    expect(answer.status(), foreign).toBe(303);
    expect(answer.headers().location, foreign).toBe('/hi/');
  }
  const bad = await request.post('/api/language/', { form: { to: 'xx', next }, maxRedirects: 0 });
  expect(bad.status()).toBe(400);
  expect(await bad.json()).toMatchObject({ error_code: 400 });
});

test('the sitemap lists each address with its alternates', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const path = await productPath(request, 'cbc');
  for (const language of LANGUAGES) {
    const loc = language.code === 'en' ? path : `/${language.code}${path}`;
    expect(xml).toMatch(new RegExp(`<url><loc>https?://[^<]+${loc}</loc>`));
  }
  expect(xml).toMatch(new RegExp(`hreflang="te-IN" href="https?://[^"]+/te${path}"`));
});
