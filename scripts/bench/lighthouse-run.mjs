// Plain Node on purpose: tsx rewrites functions that Lighthouse serialises into the page.
// Usage: node scripts/bench/lighthouse-run.mjs <url> <runs> <chromium path> <flags as JSON>
// Mobile defaults (simulated 4G and a 4x slower CPU) on a 390 px phone, the width the
// storefront is checked at (Lighthouse's own default is a 412 px Moto G Power).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [url, runs, chromePath, flags] = process.argv.slice(2);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const results = [];
for (let i = 0; i < Number(runs); i++) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...JSON.parse(flags)],
  });
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      formFactor: 'mobile',
      screenEmulation: {
        mobile: true,
        width: 390,
        height: 844,
        deviceScaleFactor: 3,
        disabled: false,
      },
    });
    const score = (id) => Math.round((lhr.categories[id].score ?? 0) * 100);
    // The audits that cost points outside performance, so a score under 100 says why.
    const failing = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
      lhr.categories[id].auditRefs
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id].score ?? 1) < 1)
        .map((ref) => `${id}: ${ref.id}`),
    );
    results.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      best_practices: score('best-practices'),
      seo: score('seo'),
      lcp_ms: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
      tbt_ms: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      failing,
    });
  } finally {
    chrome.kill();
  }
}
process.stdout.write(JSON.stringify(results));
