import { chromium } from '@playwright/test';
import { openDatabase } from '@/lib/db/connect';
import { sql } from 'drizzle-orm';
import { accessToken } from '@/lib/booking/access';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { staffLogIn } from '../e2e/staff';
import { readFileSync } from 'node:fs';

const base = 'http://127.0.0.1:3300';
const handle = await openDatabase({ DATA_DIR: '/tmp/shot/read', DATABASE_REPLICA_URLS: [], DATABASE_POOL_MAX: 2, PGLITE_WORKER: false } as never);
const { rows } = (await handle.primary.execute(sql`select reference, idempotency_key, phone from bookings where status = 'report_ready' order by created_at desc limit 1`)) as unknown as { rows: { reference: string; idempotency_key: string; phone: string }[] };
await handle.close();
const b = rows[0]!;
const token = accessToken({ reference: b.reference, idempotencyKey: b.idempotency_key, phone: b.phone } as never);
const desk = (JSON.parse(readFileSync('/tmp/shot/data-staff-demo.json', 'utf8')) as { role: string }[]).find((l) => l.role === 'centre_staff') as never;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const tomorrow = new Date(Date.now() + 5.5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
for (const width of [360, 390, 1280]) {
  const patient = await browser.newPage({ viewport: { width, height: 800 } });
  await patient.context().addCookies([{ name: `bk_${b.reference}`, value: token, url: base }]);
  await patient.goto(`${base}/booking/${b.reference}/`);
  await patient.screenshot({ path: `/tmp/shot/booking-${width}.png`, fullPage: true });
  const staff = await browser.newPage({ viewport: { width, height: 800 } });
  await staffLogIn(staff, desk, base);
  await staff.goto(`${base}/partner/?date=${tomorrow}`);
  await staff.screenshot({ path: `/tmp/shot/day-${width}.png`, fullPage: true });
  const link = await staff.locator('a[href^="/partner/centres/"]').first().getAttribute('href');
  await staff.locator('summary').click();
  await staff.screenshot({ path: `/tmp/shot/day-open-${width}.png`, fullPage: true });
  await staff.goto(`${base}${link}`);
  await staff.screenshot({ path: `/tmp/shot/centre-${width}.png`, fullPage: true, clip: { x: 0, y: 0, width, height: 1500 } });
  await patient.close();
  await staff.close();
}
await browser.close();
console.log(b.reference);
