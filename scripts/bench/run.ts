// npm run bench -- [--scale N] [--seconds S] [--rounds R] [--connections C] [--no-build]
// Builds, starts the production server on a seeded embedded database (loopback only), warms
// up, then measures each target in alternating rounds so that machine noise hits all alike.
// Writes bench/results.json and prints a table; figures are meant as ratios, not absolutes.
import { execFileSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { asc } from 'drizzle-orm';
import { openPglite } from '@/lib/db/connect';
import { cities, products } from '@/lib/db/schema';
import { load, type Sample, type Target } from './load';
import { startServer } from './server';

const { values } = parseArgs({
  options: {
    scale: { type: 'string', default: '1' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
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

/** A hot set of product pages: 60 product and city pairs spread over the catalogue. */
async function productCityPairs(): Promise<{ randomId: string; cityId: number }[]> {
  const handle = await openPglite(dataDir);
  const allProducts = await handle.db
    .select({ randomId: products.randomId })
    .from(products)
    .orderBy(asc(products.id));
  const allCities = await handle.db.select({ id: cities.id }).from(cities).orderBy(asc(cities.id));
  await handle.close();
  return Array.from({ length: 60 }, (_, i) => ({
    randomId: allProducts[(i * 7) % allProducts.length]!.randomId,
    cityId: allCities[i % allCities.length]!.id,
  }));
}

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

async function main() {
  if (!values['no-build']) sh('npx', ['next', 'build']);
  sh('npx', ['tsx', 'scripts/db-seed.ts', '--scale', String(scale)], { DATA_DIR: dataDir });
  const pairs = await productCityPairs();

  const targets: Target[] = [
    { name: 'trivial route handler (/api/health/)', baseline: null, paths: ['/api/health/'] },
    {
      name: 'product_basic_info',
      baseline: 'trivial route handler (/api/health/)',
      paths: pairs.map(
        (p) =>
          `/api/aggregator/product_basic_info/?product_random_id=${p.randomId}&city_id=${p.cityId}`,
      ),
    },
  ];

  const server = await startServer({ DATA_DIR: dataDir });
  const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
  try {
    for (const target of targets) await load(server.baseUrl, target, 2, connections); // warm-up
    for (let r = 0; r < rounds; r++) {
      for (const target of targets) {
        samples.get(target.name)!.push(await load(server.baseUrl, target, seconds, connections));
      }
    }
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
  console.log('\nWritten to bench/results.json');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
