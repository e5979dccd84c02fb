import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** axe finds no serious or critical violation on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical',
  );
  expect(
    serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    page.url(),
  ).toEqual([]);
}

/** Title, description and canonical address are there; the canonical is `path` on the site. */
export async function expectSearchEngineData(page: Page, path: string): Promise<void> {
  await expect(page).toHaveTitle(/DiagnoBook/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{40,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `http://localhost:3000${path}`,
  );
}

/** The @type of every JSON-LD block on the page. */
export async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => (JSON.parse(b) as { '@type': string })['@type']);
}

/** Every internal link in `scope` carries `query` (the visitor's utm_* survive the next hop). */
export async function expectLinksCarry(page: Page, query: string, scope = 'main'): Promise<void> {
  const hrefs = await page
    .locator(`${scope} a[href^="/"]`)
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length, `${scope} links on ${page.url()}`).toBeGreaterThan(0);
  for (const href of hrefs) expect(href, `a link on ${page.url()}`).toContain(query);
}
