import { test as base, type Page } from '@playwright/test';

export { devices, expect, request } from '@playwright/test';
export type { APIRequestContext, Browser, Locator, Page, Request } from '@playwright/test';

/**
 * Waits until a page's scripts have run. A public page runs its scripts once its content is
 * painted (lib/seo/paint-first.ts), after the load event that Playwright's navigations wait
 * for; a journey goes on when they have loaded, as the load event used to mean. A page
 * without the loader (a staff page, an API answer) has nothing to wait for.
 */
export async function scriptsRan(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const loader = (self as { __paintFirst?: { ran?: number } }).__paintFirst;
    return !loader || loader.ran === 1;
  });
}

type Navigation = (...args: never[]) => Promise<unknown>;

/** Makes each navigation of `page` wait for the page's scripts too (a page of a new context). */
export function navigationsWaitForScripts(page: Page): Page {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const navigate = page[name].bind(page) as Navigation;
    Object.assign(page, {
      [name]: async (...args: never[]) => {
        const response = await navigate(...args);
        await scriptsRan(page);
        return response;
      },
    });
  }
  return page;
}

/**
 * The journeys' pages: each navigation waits for the page's scripts, in the test's own page and
 * in any page of a context the test opens (another patient, a stranger, staff).
 */
export const test = base.extend<{ page: Page }, { waitingBrowser: void }>({
  waitingBrowser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        context.on('page', navigationsWaitForScripts);
        return context;
      };
      await provide();
    },
    { scope: 'worker', auto: true },
  ],
  page: async ({ page }, provide) => {
    await provide(navigationsWaitForScripts(page));
  },
});
