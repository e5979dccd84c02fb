// Plain Node on purpose: tsx rewrites functions that Lighthouse serialises into the page.
// Usage: node scripts/bench/lighthouse-run.mjs <url> <runs> <chromium path> <flags as JSON>
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const [url, runs, chromePath, flags] = process.argv.slice(2);
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
      onlyCategories: ['performance'],
    });
    results.push({
      performance: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp_ms: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
      cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
      tbt_ms: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
    });
  } finally {
    chrome.kill();
  }
}
process.stdout.write(JSON.stringify(results));
