import { expect, test, type Page } from './fixtures';
import { cuttingProxy } from './cut-proxy';
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

// A browser may paint a document it has only partly parsed: a header cut short drew its
// right-hand items too far right, and a centre row cut after its name was centred lower when its
// price and button came. Nothing is painted before the body's last element is in.
test('no page is painted before its whole body is parsed', async ({ request }) => {
  for (const path of ['/', '/hyderabad/', `/search/?query=mri&city_id=${HYDERABAD}`]) {
    // The HTML as served: the scripts have not added their own elements yet.
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const id = /<link rel="expect" href="#([\w-]+)" blocking="render"\/>/.exec(head)?.[1];
    expect(id, path).toBeDefined();
    const after = html.slice(html.indexOf(`id="${id}"`));
    // Only scripts may follow it: everything shown is before it.
    const shown = after
      .slice(after.indexOf('>') + 1)
      .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
      .replace(/<\/div>|<\/body>|<\/html>/g, '')
      .trim();
    expect(shown, path).toBe('');
  }
});

test('a page whose HTML comes in two parts, cut inside a centre row, does not move', async ({
  page,
  baseURL,
}) => {
  const pause = Number(process.env.CUT_PAUSE ?? 1500);
  const proxy = await cuttingProxy(baseURL!, '<span class="centre-price">', pause);
  try {
    await page.clock.setFixedTime(DAY);
    await recordShifts(page);
    const started = Date.now();
    await page.goto(`${proxy.url}/search/?query=mri&city_id=${HYDERABAD}`);
    // The cut held: the page was not whole before the pause was over.
    expect(Date.now() - started).toBeGreaterThanOrEqual(pause);
    await readToTheEnd(page);
    expect(await page.evaluate(() => window.shifts)).toEqual([]);
  } finally {
    await proxy.close();
  }
});
