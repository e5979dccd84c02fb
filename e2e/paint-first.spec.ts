import { expect, test, type Page } from './fixtures';
import { fromSitemap } from './sitemap';

// A page's own content paints before any of its script runs (lib/seo/paint-first.ts): the
// largest contentful paint is reported before the first of the page's chunk scripts is put
// into the document, and the page then hydrates as before.

declare global {
  interface Window {
    firstChunkAt?: number;
    paintsBeforeChunks?: { at: number; tag: string }[];
  }
}

async function watchPaintsAndChunks(page: Page) {
  await page.addInitScript(() => {
    window.paintsBeforeChunks = [];
    new PerformanceObserver((list) => {
      if (window.firstChunkAt !== undefined) return;
      for (const e of list.getEntries() as (PerformanceEntry & { element?: Element })[]) {
        window.paintsBeforeChunks!.push({ at: e.startTime, tag: e.element?.tagName ?? '' });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new MutationObserver((records, observer) => {
      for (const r of records) {
        for (const node of r.addedNodes) {
          const chunk = node instanceof HTMLScriptElement && !node.noModule;
          if (chunk && /\/_next\/static\/chunks\//.test(node.src)) {
            window.firstChunkAt = performance.now();
            observer.disconnect();
            return;
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });
}

const HYDERABAD = 1;

for (const [name, path] of [
  ['home', async () => '/'],
  ['city', async () => '/hyderabad/'],
  ['search', async () => `/search/?query=mri+brain&city_id=${HYDERABAD}`],
  ['product', (page: Page) => fromSitemap(page, 'hyderabad', 'mri-brain')],
] as const) {
  test(`the ${name} page paints its content before its script runs, then hydrates`, async ({
    page,
  }) => {
    await watchPaintsAndChunks(page);
    const response = await page.goto(await path(page));
    const html = await response!.text();
    // Every chunk Next wrote is left to the loader, none as a bare tag.
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    const queued = [...html.matchAll(/__paintFirst\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(queued.length).toBeGreaterThan(3);

    await page.waitForFunction(() => window.firstChunkAt !== undefined);
    const { firstChunkAt, paints } = await page.evaluate(() => ({
      firstChunkAt: window.firstChunkAt!,
      paints: window.paintsBeforeChunks!,
    }));
    expect(paints.length, 'a largest paint before the first chunk ran').toBeGreaterThan(0);
    expect(Math.max(...paints.map((p) => p.at))).toBeLessThan(firstChunkAt);

    // Then every chunk runs and React hydrates the document (it marks the root it took).
    await expect
      .poll(() =>
        page.evaluate(
          (srcs) =>
            srcs.every((src) => [...document.scripts].some((s) => s.getAttribute('src') === src)),
          queued,
        ),
      )
      .toBe(true);
    await page.waitForFunction(() =>
      Object.keys(document).some((key) => key.startsWith('__reactContainer$')),
    );
    // And the loader says so, once each has loaded (what journeys wait for: e2e/fixtures.ts).
    expect(
      await page.evaluate(() => (self as { __paintFirst?: { ran?: number } }).__paintFirst?.ran),
    ).toBe(1);
  });
}
