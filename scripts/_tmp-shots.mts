import { chromium } from '@playwright/test';
import { staffLogIn } from '../e2e/staff';
import { readFileSync } from 'node:fs';
const logins = JSON.parse(readFileSync('/tmp/shot-data-staff-demo.json', 'utf8'));
const login = logins.find((l: { role: string }) => l.role === 'marketing');
const base = 'http://127.0.0.1:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const width of [360, 390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
  const page = await ctx.newPage();
  await staffLogIn(page, login, base);
  await page.goto(`${base}/ops/campaigns/`);
  await page.screenshot({ path: `/tmp/camp-report-${width}.png`, fullPage: true });
  await page.goto(`${base}/ops/campaigns/new/`);
  await page.locator('#campaign-campaign').fill('diwali-offer');
  await page.getByRole('button', { name: 'Build the link' }).click();
  await page.getByRole('region', { name: 'The link' }).waitFor();
  await page.screenshot({ path: `/tmp/camp-new-${width}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
