// npx tsx scripts/screenshot.ts <url> <out.png> [width] [height] [from]: a screenshot in the system
// Chromium, for looking at what a page shows at phone (390) and desktop (1280) widths.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';

async function main() {
  const [url, out, width = '390', height = '1600', from = '0'] = process.argv.slice(2);
  if (!url || !out) throw new Error('usage: screenshot <url> <out.png> [width]');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const page = await browser.newPage({
    viewport: { width: Number(width), height: 844 },
    deviceScaleFactor: 1,
  });
  // SCREENSHOT_COOKIES="pop_up_shown=1; a=b": cookies set first (e.g. to look past the lead popup).
  const cookies = (process.env.SCREENSHOT_COOKIES ?? '').split(';').filter((c) => c.includes('='));
  await page.context().addCookies(
    cookies.map((c) => {
      const [name = '', value = ''] = c.trim().split('=');
      return { name, value, url };
    }),
  );
  await page.goto(url, { waitUntil: 'networkidle' });
  // A window of the full page: `height` pixels from `from` down.
  await page.screenshot({
    path: out,
    fullPage: true,
    clip: { x: 0, y: Number(from), width: Number(width), height: Number(height) },
  });
  await browser.close();
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
