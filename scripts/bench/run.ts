// npm run bench -- [--scale N] [--seconds S] [--rounds R] [--connections C] [--no-build]
// Builds, starts the production server on a seeded embedded database (loopback only), warms
// up, then measures each target in alternating rounds so that machine noise hits all alike.
// Writes bench/results.json and prints a table; figures are meant as ratios, not absolutes.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openPglite } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import { lighthouseMedian } from './lighthouse';
import { load, type Sample, type Target } from './load';
import { pageWeight } from './page-weight';
import { startServer } from './server';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '5' },
  },
});
const scale = Number(values.scale);
const seconds = Number(values.seconds);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const dataDir = scale === 1 ? '.data-bench' : `.data-bench-x${scale}`;

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
async function choosePages(): Promise<{ hot: BenchPage[]; typical: BenchPage }> {
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

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

async function main() {
  if (!values['no-build']) sh('npx', ['next', 'build']);
  sh('npx', ['tsx', 'scripts/db-seed.ts', '--scale', String(scale)], { DATA_DIR: dataDir });
  const { hot, typical } = await choosePages();
  const TRIVIAL = 'trivial route handler (/api/health/)';
  const STATIC = 'bare static page (/about/)';

  const targets: Target[] = [
    { name: STATIC, baseline: null, paths: ['/about/'] },
    { name: 'product page (60 pages)', baseline: STATIC, paths: hot.map((p) => p.path) },
    { name: TRIVIAL, baseline: null, paths: ['/api/health/'] },
    {
      name: 'product_basic_info',
      baseline: TRIVIAL,
      paths: hot.map(
        (p) =>
          `/api/aggregator/product_basic_info/?product_random_id=${p.randomId}&city_id=${p.cityId}`,
      ),
    },
  ];

  const server = await startServer({ DATA_DIR: dataDir });
  const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
  let weight: {
    product: Awaited<ReturnType<typeof pageWeight>>;
    bare: Awaited<ReturnType<typeof pageWeight>>;
  };
  let lighthouseFigures: Awaited<ReturnType<typeof lighthouseMedian>> | null = null;
  try {
    // Every path once (first renders fill the page cache), then a short load as warm-up.
    for (const target of targets) {
      for (const path of target.paths)
        await fetch(`${server.baseUrl}${path}`).then((r) => r.arrayBuffer());
      await load(server.baseUrl, target, 2, connections);
    }
    for (let r = 0; r < rounds; r++) {
      for (const target of targets) {
        samples.get(target.name)!.push(await load(server.baseUrl, target, seconds, connections));
      }
    }
    weight = {
      product: await pageWeight(server.baseUrl, typical.path),
      bare: await pageWeight(server.baseUrl, '/about/'),
    };
    const lhRuns = Number(values['lighthouse-runs']);
    if (lhRuns > 0)
      lighthouseFigures = await lighthouseMedian(`${server.baseUrl}${typical.path}`, lhRuns);
  } finally {
    await server.stop();
  }

  const results = targets.map((t) => {
    const s = samples.get(t.name)!;
    const requests = s.reduce((a, x) => a + x.requests, 0);
    const secs = s.reduce((a, x) => a + x.seconds, 0);
    return {
      target: t.name,
      baseline: t.baseline,
      requests_per_second: Math.round(requests / secs),
      p50_ms: median(s.map((x) => x.p50)),
      p99_ms: median(s.map((x) => x.p99)),
      errors: s.reduce((a, x) => a + x.errors, 0),
    };
  });
  const withRatios = results.map((r) => {
    const base = results.find((b) => b.target === r.baseline);
    return {
      ...r,
      ratio_to_baseline: base
        ? Number((r.requests_per_second / base.requests_per_second).toFixed(2))
        : null,
    };
  });

  const report = {
    measured_at: new Date().toISOString(),
    scale,
    rounds,
    seconds_per_round: seconds,
    connections,
    machine: { cpus: (await import('node:os')).cpus().length, node: process.version },
    results: withRatios,
    product_page: {
      path: typical.path,
      partner_centres: typical.centres,
      html_gzip_kb: Number((weight.product.html_gzip_bytes / 1024).toFixed(1)),
      first_load_js_gzip_kb: Number((weight.product.js_gzip_bytes / 1024).toFixed(1)),
      bare_page_first_load_js_gzip_kb: Number((weight.bare.js_gzip_bytes / 1024).toFixed(1)),
      js_above_bare_gzip_kb: Number(
        ((weight.product.js_gzip_bytes - weight.bare.js_gzip_bytes) / 1024).toFixed(1),
      ),
      lighthouse_mobile_median: lighthouseFigures,
    },
  };
  await mkdir('bench', { recursive: true });
  await writeFile('bench/results.json', `${JSON.stringify(report, null, 2)}\n`);

  console.log(
    `\nscale ${scale}, ${rounds} rounds x ${seconds} s, ${connections} connections (loopback)\n`,
  );
  console.log(
    [
      'target'.padEnd(40),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
      'ratio'.padStart(7),
    ].join(' '),
  );
  for (const r of withRatios) {
    console.log(
      [
        r.target.padEnd(40),
        String(r.requests_per_second).padStart(8),
        String(r.p50_ms).padStart(8),
        String(r.p99_ms).padStart(8),
        String(r.errors).padStart(7),
        (r.ratio_to_baseline === null ? 'base' : r.ratio_to_baseline.toFixed(2)).padStart(7),
      ].join(' '),
    );
  }
  const pp = report.product_page;
  console.log(`\nproduct page ${pp.path} (${pp.partner_centres} centres)`);
  console.log(
    `  HTML ${pp.html_gzip_kb} KB gzip; first-load JS ${pp.first_load_js_gzip_kb} KB gzip, bare page ${pp.bare_page_first_load_js_gzip_kb} KB, +${pp.js_above_bare_gzip_kb} KB`,
  );
  if (lighthouseFigures) {
    const l = lighthouseFigures;
    console.log(
      `  Lighthouse mobile (median of ${l.runs.length}): performance ${l.performance}, LCP ${l.lcp_ms} ms, CLS ${l.cls}, TBT ${l.tbt_ms} ms`,
    );
  }
  console.log('\nWritten to bench/results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
