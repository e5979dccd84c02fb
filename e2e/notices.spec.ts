// The privacy notice, the terms of booking and the accessibility statement are real
// pages that state what the running site does (its settings' retention periods and contacts),
// pass axe with no violation at all, and are linked from every storefront page's footer.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './fixtures';
import { LEGAL_LINKS, MY_DATA_PATH } from '../components/privacy/links';
import { parseEnv } from '../lib/env/schema';
import { expectLinksCarry, expectSearchEngineData } from './page-checks';
import { fromSitemap } from './sitemap';

// The e2e server runs on the defaults of these settings (playwright.config.ts sets none of them).
const DEFAULTS = parseEnv({});
const UTM = 'utm_source=e2e&utm_campaign=notices';

const NOTICES = [
  { path: '/privacy/', h1: 'Privacy notice' },
  { path: '/terms/', h1: 'Terms of booking' },
  { path: '/accessibility/', h1: 'Accessibility statement' },
] as const;

/** axe finds no violation of any impact (stricter than page-checks' serious-or-critical). */
async function expectNoAxeViolation(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map(
      (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
    page.url(),
  ).toEqual([]);
}

for (const notice of NOTICES) {
  test(`${notice.h1}: a 200 page with its heading, search data and no axe violation`, async ({
    page,
  }) => {
    const response = await page.goto(`${notice.path}?${UTM}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notice.h1);
    await expectSearchEngineData(page, notice.path);
    await expectLinksCarry(page, UTM, 'footer');
    await expectNoAxeViolation(page);
  });
}

test('the privacy notice states the retention periods and contacts the settings give', async ({
  page,
}) => {
  expect([DEFAULTS.LEAD_RETENTION_DAYS, DEFAULTS.OTP_RETENTION_DAYS]).toEqual([90, 7]);
  await page.goto(`/privacy/?${UTM}`);
  const main = page.getByRole('main');
  await expect(main).toContainText(
    `Call-back requests: ${DEFAULTS.LEAD_RETENTION_DAYS} days after your last request`,
  );
  await expect(main).toContainText(`One-time codes: ${DEFAULTS.OTP_RETENTION_DAYS} days.`);
  await expect(main).toContainText(
    `Where we keep a copy of an SMS we send you: ${DEFAULTS.SMS_OUTBOX_RETENTION_DAYS} days.`,
  );
  await expect(main).toContainText(
    `at most ${DEFAULTS.SESSION_ABSOLUTE_DAYS} days after you log in`,
  );
  await expect(main).toContainText('Version 2026-11-26');
  await expect(main).toContainText(`Grievance officer: ${DEFAULTS.GRIEVANCE_OFFICER_NAME}`);
  await expect(
    main.getByRole('link', { name: DEFAULTS.GRIEVANCE_OFFICER_EMAIL, exact: true }),
  ).toHaveAttribute('href', `mailto:${DEFAULTS.GRIEVANCE_OFFICER_EMAIL}`);
  await expect(main.getByRole('link', { name: DEFAULTS.SITE_PHONE, exact: true })).toHaveAttribute(
    'href',
    `tel:${DEFAULTS.SITE_PHONE.replace(/ /g, '')}`,
  );
  await expect(main.getByRole('link', { name: 'My data' })).toHaveAttribute(
    'href',
    `${MY_DATA_PATH}?${UTM}`,
  );
  // The cookies as the production server names them.
  for (const cookie of ['__Host-session', 'known_browser', 'phone_number', 'customer_city']) {
    await expect(main.locator('code', { hasText: cookie })).toBeVisible();
  }
  await expectLinksCarry(page, UTM);
});

test('the footer links the notices and My data on the home page and on a product page', async ({
  page,
  request,
  baseURL,
}) => {
  // The lead popup stays shut: the links are clicked below.
  await page.context().addCookies([{ name: 'pop_up_shown', value: '1', url: baseURL! }]);
  const product = await fromSitemap(page, 'hyderabad', 'mri-brain');
  for (const path of ['/', product]) {
    await page.goto(path);
    const nav = page.getByRole('contentinfo').getByRole('navigation', {
      name: 'Legal and your data',
    });
    const links = nav.getByRole('link');
    await expect(links).toHaveText(LEGAL_LINKS.map((l) => l.label));
    for (const { label, href } of LEGAL_LINKS) {
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);
      // A tap target of at least 24 px each way (WCAG 2.2, 2.5.8).
      const box = (await nav.getByRole('link', { name: label }).boundingBox())!;
      expect(Math.min(box.width, box.height), `${label} on ${path}`).toBeGreaterThanOrEqual(24);
      // My data is built beside these pages and merged with them.
      expect((await request.get(href)).status(), href).toBe(200);
    }
  }
  // Followed in the browser, a footer link lands on its notice.
  await page
    .getByRole('navigation', { name: 'Legal and your data' })
    .getByRole('link', { name: 'Privacy notice' })
    .click();
  await expect(page).toHaveURL('/privacy/');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
});
