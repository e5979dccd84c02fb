import { expect, test, type Page } from './fixtures';
import { fromSitemap } from './sitemap';

// Nothing on the landing pages moves once painted (docs/performance.md, Paint first): what
// loads later (the logos, the night price, the live parts) has its room kept. Each page is
// read to its end, by day and at night, at the project's phone and desktop widths.

declare global {
  interface Window {
    shifts?: { value: number; sources: string[] }[];
  }
}

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    window.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (e.hadRecentInput) continue;
        window.shifts!.push({
          value: e.value,
          sources: e.sources.map((s) =>
            s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node),
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Down the page a screen at a time, as a patient reads it, letting each part load. */
async function readToTheEnd(page: Page) {
  await page.waitForLoadState('networkidle');
  for (let i = 0; i < 30; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle');
}

const HYDERABAD = 1;
const DAY = new Date('2026-11-21T05:30:00Z'); // 11:00 IST
const NIGHT = new Date('2026-11-21T15:30:00Z'); // 21:00 IST

for (const [name, path, at] of [
  ['home', async () => '/', DAY],
  ['city', async () => '/hyderabad/', DAY],
  ['search', async () => `/search/?query=mri&city_id=${HYDERABAD}`, DAY],
  ['MRI Brain by day', (page: Page) => fromSitemap(page, 'hyderabad', 'mri-brain'), DAY],
  ['MRI Brain at night', (page: Page) => fromSitemap(page, 'hyderabad', 'mri-brain'), NIGHT],
  ['CBC', (page: Page) => fromSitemap(page, 'pune', 'cbc'), DAY],
] as const) {
  test(`the ${name} page does not move as it loads and is read`, async ({ page }) => {
    await page.clock.setFixedTime(at);
    await recordShifts(page);
    await page.goto(await path(page));
    await readToTheEnd(page);
    expect(await page.evaluate(() => window.shifts)).toEqual([]);
  });
}

// A browser may paint a document it has only partly parsed; the header's right-hand items are
// placed from the right, so a header cut short drew them too far right until the rest came.
test('no page is painted before its whole header is parsed', async ({ page }) => {
  for (const path of ['/', '/hyderabad/', `/search/?query=mri&city_id=${HYDERABAD}`]) {
    await page.goto(path);
    const target = await page.evaluate(() => {
      const expect = document.head.querySelector('link[rel="expect"][blocking="render"]');
      const id = expect?.getAttribute('href')?.slice(1);
      return id ? document.getElementById(id)?.tagName : undefined;
    });
    expect(target, path).toBe('HEADER');
  }
});
