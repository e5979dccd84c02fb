import { expect, type Page } from '@playwright/test';

/** Product pages listed in the sitemap, by city and slug. */
export async function fromSitemap(page: Page, city: string, slug: string): Promise<string> {
  const xml = await (await page.request.get('/sitemap.xml')).text();
  const loc = new RegExp(`<loc>https?://[^<]+(/${city}/${slug}/[a-z0-9]{6}/)</loc>`).exec(xml);
  expect(loc, `${city}/${slug} in sitemap.xml`).not.toBeNull();
  return loc![1]!;
}
