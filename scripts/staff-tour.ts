// npx tsx scripts/staff-tour.ts <base url> <demo logins file> <out dir>: logs in as each demo
// staff account and screenshots the staff pages at 360, 390 and 1280 px, to look at them.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { staffLogIn } from '../e2e/staff';

interface Login {
  role: string;
  email: string;
  password: string;
  totpSecret: string;
}

async function main() {
  const [base, file, out, pagesArg] = process.argv.slice(2);
  if (!base || !file || !out)
    throw new Error('usage: staff-tour <base> <logins.json> <out dir> [paths]');
  const logins = JSON.parse(readFileSync(file, 'utf8')) as Login[];
  const paths = (pagesArg ?? '/ops/leads/,/ops/bookings/,/ops/staff/,/ops/audit/').split(',');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const anonymous = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await anonymous.goto(`${base}/ops/login/`);
  await anonymous.screenshot({ path: `${out}/login-390.png`, fullPage: true });
  for (const login of logins.filter((l) =>
    (process.env.ROLES ?? 'admin').split(',').includes(l.role),
  )) {
    for (const width of [360, 390, 1280]) {
      const page = await browser.newPage({ viewport: { width, height: 844 } });
      await staffLogIn(page, login, base);
      for (const path of paths) {
        const response = await page.goto(`${base}${path}`);
        const name = path.replace(/\//g, '_').replace(/^_|_$/g, '') || 'home';
        await page.screenshot({
          path: `${out}/${login.role}-${name}-${width}.png`,
          fullPage: true,
        });
        console.log(login.role, width, path, response?.status());
      }
      await page.close();
    }
  }
  await browser.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
