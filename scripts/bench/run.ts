// npm run bench -- [--scale N] [--scale-check N] [--seconds S] [--rounds R] [--connections C]
//                  [--lighthouse-runs N] [--no-build]
// Builds, starts the production server on a seeded embedded database (loopback only), and
// measures every target against a baseline of the same server in the same run; then
// Lighthouse and page weight of a typical product page; then the product page again on a
// catalogue `--scale-check` times larger. Writes bench/results.json and prints tables.
// Figures are meant as ratios: the machine is shared and noisy.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import { benchPatients, bookingTarget, freeSlots } from './booking';
import { lighthouseMedian } from './lighthouse';
import type { Target } from './load';
import { measure, printTable } from './measure';
import { FIRST_ROUND_TRIP_BYTES, pageWeight } from './page-weight';
import { startServer } from './server';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    'scale-check': { type: 'string', default: '10' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '5' },
  },
});
const scale = Number(values.scale);
const scaleCheck = Number(values['scale-check']);
const options = {
  seconds: Number(values.seconds),
  rounds: Number(values.rounds),
  connections: Number(values.connections),
};
const dataDirFor = (s: number) => (s === 1 ? '.data-bench' : `.data-bench-x${s}`);

function sh(cmd: string, args: string[], env: Record<string, string> = {}) {
  execFileSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env },
  });
}

interface BenchPage {
  path: string;
  randomId: string;
  cityId: number;
  centres: number;
}

/** A hot set of 60 product pages spread over the catalogue, and one with a typical partner count. */
async function choosePages(dataDir: string): Promise<{ hot: BenchPage[]; typical: BenchPage }> {
  const handle = await openPglite(dataDir);
  const rows = rowsOf<{
    city_slug: string;
    url_slug: string;
    random_id: string;
    city_id: number;
    centres: number;
  }>(
    await handle.db.execute(sql`
      select c.slug as city_slug, p.url_slug, p.random_id, c.id as city_id, count(*)::int as centres
      from centre_prices cp join products p on p.id = cp.product_id join cities c on c.id = cp.city_id
      group by c.id, p.id order by c.id, p.id`),
  );
  await handle.close();
  const pages = rows.map((r) => ({
    path: `/${r.city_slug}/${r.url_slug}/${r.random_id}/`,
    randomId: r.random_id,
    cityId: r.city_id,
    centres: r.centres,
  }));
  const hot = Array.from({ length: 60 }, (_, i) => pages[Math.floor((i * pages.length) / 60)]!);
  const byCentres = [...pages].sort((a, b) => a.centres - b.centres);
  return { hot, typical: byCentres[Math.floor(byCentres.length / 2)]! };
}

const STATIC = 'bare static page (/about/)';
const TRIVIAL = 'trivial route handler (/api/health/)';
const PRODUCT = 'product page (60 pages)';
const BASIC_INFO = 'product_basic_info';

function productTargets(hot: BenchPage[]): Target[] {
  return [
    { name: STATIC, baseline: null, paths: ['/about/'] },
    { name: PRODUCT, baseline: STATIC, paths: hot.map((p) => p.path) },
    { name: TRIVIAL, baseline: null, paths: ['/api/health/'] },
    {
      name: BASIC_INFO,
      baseline: TRIVIAL,
      paths: hot.map(
        (p) =>
          `/api/aggregator/product_basic_info/?product_random_id=${p.randomId}&city_id=${p.cityId}`,
      ),
    },
  ];
}

function apiTargets(hot: BenchPage[]): Target[] {
  return [
    {
      name: 'customer_center_reviews (first page)',
      baseline: TRIVIAL,
      paths: hot.map(
        (p) =>
          `/api/aggregator/customer_center_reviews/?city_id=${p.cityId}&product_random_id=${p.randomId}`,
      ),
    },
    {
      name: 'call_me (a new lead each)',
      baseline: TRIVIAL,
      method: 'POST',
      paths: ['/api/aggregator/call_me/'],
      // A new number and address each time, so the abuse limits are not what is measured.
      body: (i) =>
        JSON.stringify({ call_me_number: `6${String(i).padStart(9, '0')}`, source: '/bench/' }),
      headers: (i) => ({ 'x-forwarded-for': `198.18.${(i >> 8) & 255}.${i & 255}` }),
    },
  ];
}

async function main() {
  if (!values['no-build']) sh('npm', ['run', 'build']);
  sh('npx', ['tsx', 'scripts/db-seed.ts', '--scale', String(scale)], {
    DATA_DIR: dataDirFor(scale),
  });
  const { hot, typical } = await choosePages(dataDirFor(scale));
  // 10 bookings per number an hour: a thousand patients cover any run of this bench.
  const patients = await benchPatients(dataDirFor(scale), 1000);

  const server = await startServer({ DATA_DIR: dataDirFor(scale) });
  let results;
  let weight;
  let lighthouse = null;
  try {
    // The most offered product page: the most slots to book distinct ones from.
    const busiest = [...hot].sort((a, b) => b.centres - a.centres)[0]!;
    const slots = await freeSlots(server.baseUrl, busiest);
    results = await measure(
      server.baseUrl,
      [...productTargets(hot), ...apiTargets(hot), bookingTarget(busiest, slots, patients)],
      options,
    );
    weight = {
      product: await pageWeight(server.baseUrl, typical.path),
      bare: await pageWeight(server.baseUrl, '/about/'),
    };
    const runs = Number(values['lighthouse-runs']);
    if (runs > 0) lighthouse = lighthouseMedian(`${server.baseUrl}${typical.path}`, runs);
  } finally {
    await server.stop();
  }

  let scaled = null;
  if (scaleCheck > 0 && scaleCheck !== scale) {
    sh('npx', ['tsx', 'scripts/db-seed.ts', '--scale', String(scaleCheck)], {
      DATA_DIR: dataDirFor(scaleCheck),
    });
    const big = await startServer({ DATA_DIR: dataDirFor(scaleCheck) });
    try {
      const again = await measure(big.baseUrl, productTargets(hot), options);
      const growth = (name: string) => {
        const a = results.find((r) => r.target === name)!;
        const b = again.find((r) => r.target === name)!;
        return Number((b.p99_ms / Math.max(1, a.p99_ms)).toFixed(2));
      };
      scaled = {
        scale: scaleCheck,
        results: again,
        p99_growth: { [PRODUCT]: growth(PRODUCT), [BASIC_INFO]: growth(BASIC_INFO) },
      };
    } finally {
      await big.stop();
    }
  }

  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  const report = {
    measured_at: new Date().toISOString(),
    scale,
    ...options,
    machine: { cpus: os.cpus().length, node: process.version },
    results,
    product_page: {
      path: typical.path,
      partner_centres: typical.centres,
      html_gzip_kb: kb(weight.product.html_gzip_bytes),
      html_response_bytes: weight.product.response_bytes,
      fits_first_round_trip: weight.product.response_bytes <= FIRST_ROUND_TRIP_BYTES,
      first_load_js_gzip_kb: kb(weight.product.js_gzip_bytes),
      bare_page_first_load_js_gzip_kb: kb(weight.bare.js_gzip_bytes),
      js_above_bare_gzip_kb: kb(weight.product.js_gzip_bytes - weight.bare.js_gzip_bytes),
      lighthouse_mobile_median: lighthouse,
    },
    scale_check: scaled,
  };
  await mkdir('bench', { recursive: true });
  await writeFile('bench/results.json', `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `\nscale ${scale}, ${options.rounds} rounds x ${options.seconds} s, ${options.connections} connections (loopback)\n`,
  );
  printTable(results);
  const pp = report.product_page;
  console.log(`\nproduct page ${pp.path} (${pp.partner_centres} centres)`);
  console.log(
    `  HTML ${pp.html_gzip_kb} KB gzip, sent as ${pp.html_response_bytes} bytes with headers (${pp.fits_first_round_trip ? 'within' : 'over'} the ${FIRST_ROUND_TRIP_BYTES}-byte first round trip); first-load JS ${pp.first_load_js_gzip_kb} KB gzip, bare page ${pp.bare_page_first_load_js_gzip_kb} KB, +${pp.js_above_bare_gzip_kb} KB`,
  );
  if (lighthouse) {
    console.log(
      `  Lighthouse mobile (median of ${lighthouse.runs.length}): performance ${lighthouse.performance}, LCP ${lighthouse.lcp_ms} ms, CLS ${lighthouse.cls}, TBT ${lighthouse.tbt_ms} ms`,
    );
  }
  if (scaled) {
    console.log(`\nscale ${scaled.scale}:\n`);
    printTable(scaled.results);
    console.log(`  p99 growth from scale ${scale}: ${JSON.stringify(scaled.p99_growth)}`);
  }
  console.log('\nWritten to bench/results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
