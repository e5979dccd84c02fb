// The PostgreSQL scale check of `npm run bench -- --db postgres --scale-check N`: a second
// database seeded at N times the catalogue (the bulk seed), a server on it, and the hot
// targets measured on it and on the run's own database in alternating rounds, so that both
// meet the same stretch of a shared machine's noise. Each target's ratio to its baseline and
// its p99 are compared between the two; a target that grows by more than GROWTH_LIMIT is
// flagged. docs/database.md, At a hundred times the catalogue, has the plans behind it.
import { cp, rm } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/lib/db/rows';
import { databaseEnv, postgresDatabase, type BenchDatabase } from './db';
import type { Target } from './load';
import { measureSides, printSideBySide, type Result } from './measure';
import { startServer, type RunningServer } from './server';
import { sitemapStats, type SitemapStats } from './sitemap-stats';

/** How much a target may slow down at N times the catalogue (ratio or p99) before it is flagged. */
export const GROWTH_LIMIT = 1.3;

/**
 * The bigger catalogue's server's copy of the build (next.config.js, distDir), taken by
 * `copyBuildForScaleCheck` before any server has run: sharing .next, or copying it later, the
 * bigger catalogue's server would serve pages and data the first ones cached there.
 */
const OWN_DIST_DIR = '.next-scale-check';

export async function copyBuildForScaleCheck(): Promise<void> {
  await rm(OWN_DIST_DIR, { recursive: true, force: true });
  await cp('.next', OWN_DIST_DIR, { recursive: true });
}

/**
 * Next's data cache outlives a build (`.next/cache/fetch-cache`): an earlier server's cached
 * reads (the city list, the sitemap's plan, an hour long) would be served on this run's
 * catalogue, the bigger one's included once copied. Emptied before any server of a run starts.
 */
export async function forgetEarlierServersData(distDir = '.next'): Promise<void> {
  await rm(`${distDir}/cache/fetch-cache`, { recursive: true, force: true });
}

export interface ScaleGrowth {
  target: string;
  ratio_1x: number | null;
  ratio_nx: number | null;
  /** ratio at 1x / ratio at N: above 1, the target lost ground to its baseline. */
  ratio_growth: number | null;
  p99_1x_ms: number;
  p99_nx_ms: number;
  /** p99 at N / p99 at 1x. */
  p99_growth: number;
  /** The server's CPU per answer at N / at 1x: the figure a shared machine's noise moves least. */
  cpu_growth: number | null;
  flagged: boolean;
}

export interface PostgresScaleCheck {
  scale: number;
  base_scale: number;
  seed_seconds: number;
  database_bytes: number;
  database_size: string;
  catalogue: Record<string, number>;
  growth: ScaleGrowth[];
  flagged: string[];
  results_1x: Result[];
  results_nx: Result[];
  /** Each catalogue's sitemap: its addresses, files, validity against the schema, cost. */
  sitemap_1x: SitemapSummary;
  sitemap_nx: SitemapSummary;
}

export interface SitemapSummary {
  addresses: number;
  files: number;
  valid: boolean | null;
  largest_file_bytes: number;
  slowest_file_ms: number;
  server_rss_mb: { before: number; peak: number } | null;
}

function summary(stats: SitemapStats): SitemapSummary {
  const urlsets = stats.files.filter((f) => f.kind === 'urlset');
  return {
    addresses: stats.addresses,
    files: urlsets.length,
    valid: stats.valid,
    largest_file_bytes: Math.max(...urlsets.map((f) => f.bytes)),
    slowest_file_ms: Math.max(...stats.files.map((f) => f.totalMs)),
    server_rss_mb: stats.server && {
      before: stats.server.rssBeforeMb,
      peak: stats.server.rssPeakMb,
    },
  };
}

const round2 = (x: number) => Number(x.toFixed(2));

/** Each measured target's growth from `small` to `big` (baselines left out). */
export function scaleGrowth(small: Result[], big: Result[], limit = GROWTH_LIMIT): ScaleGrowth[] {
  // The median of the rounds' ratios (each against its own round's baseline, the figure least
  // moved by a noisy machine); below 0.1 its two decimals are too coarse (0.01 and 0.01 would
  // hide a slowdown of 1.5), and the medians of req/s are divided instead.
  const ratio = (results: Result[], r: Result) => {
    if (r.ratio_to_baseline !== null && r.ratio_to_baseline >= 0.1) return r.ratio_to_baseline;
    const base = results.find((x) => x.target === r.baseline);
    return base && base.requests_per_second > 0
      ? r.requests_per_second / base.requests_per_second
      : null;
  };
  return small
    .filter((a) => a.baseline !== null)
    .flatMap((a) => {
      const b = big.find((r) => r.target === a.target);
      if (!b) return [];
      const [ra, rb] = [ratio(small, a), ratio(big, b)];
      const ratioGrowth = ra && rb ? round2(ra / rb) : null;
      const p99Growth = round2(b.p99_ms / Math.max(1, a.p99_ms));
      return [
        {
          target: a.target,
          ratio_1x: ra === null ? null : Number(ra.toPrecision(3)),
          ratio_nx: rb === null ? null : Number(rb.toPrecision(3)),
          ratio_growth: ratioGrowth,
          p99_1x_ms: a.p99_ms,
          p99_nx_ms: b.p99_ms,
          p99_growth: p99Growth,
          cpu_growth:
            a.server_cpu_ms_per_request && b.server_cpu_ms_per_request
              ? round2(b.server_cpu_ms_per_request / a.server_cpu_ms_per_request)
              : null,
          flagged: (ratioGrowth ?? 0) > limit || p99Growth > limit,
        },
      ];
    });
}

async function sizeAndCounts(
  db: BenchDatabase,
): Promise<{ bytes: number; pretty: string; catalogue: Record<string, number> }> {
  const handle = await db.open();
  try {
    const [size] = rowsOf<{ bytes: string; pretty: string }>(
      await handle.db.execute(
        sql`select pg_database_size(current_database())::text as bytes, pg_size_pretty(pg_database_size(current_database())) as pretty`,
      ),
    );
    const counts = rowsOf<{ name: string; n: string }>(
      await handle.db.execute(sql`
        select relname as name, n_live_tup::text as n from pg_stat_user_tables
        where relname in ('cities', 'areas', 'products', 'centres', 'centre_prices', 'reviews')
        order by relname`),
    );
    return {
      bytes: Number(size!.bytes),
      pretty: size!.pretty,
      catalogue: Object.fromEntries(counts.map((c) => [c.name, Number(c.n)])),
    };
  } finally {
    await handle.close();
  }
}

export interface ScaleCheckOptions {
  scale: number;
  baseScale: number;
  /** The run's own (1x) database, already migrated and seeded. */
  baseDb: BenchDatabase;
  measure: { rounds: number; seconds: number; connections: number };
  /** The CPU so far of the PostgreSQL both databases are on, where it runs on this machine. */
  dbCpuMs?: () => number;
  /** The targets to measure on a server of a database (the same pages on both). */
  targets: (db: BenchDatabase, server: RunningServer) => Promise<Target[]>;
}

/** Seeds a PostgreSQL at `scale` in bulk, then measures it beside the run's own database. */
export async function postgresScaleCheck(options: ScaleCheckOptions): Promise<PostgresScaleCheck> {
  const big = await postgresDatabase(options.scale);
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...databaseEnv(big) };
  execFileSync('npm', ['run', '--silent', 'db:migrate'], { stdio: 'inherit', env });
  const started = Date.now();
  execFileSync('npm', ['run', '--silent', 'db:seed', '--', '--scale', String(options.scale)], {
    stdio: 'inherit',
    env,
  });
  const seedSeconds = Math.round((Date.now() - started) / 100) / 10;
  const size = await sizeAndCounts(big);

  const servers: RunningServer[] = [];
  try {
    servers.push(await startServer(databaseEnv(options.baseDb)));
    servers.push(await startServer({ ...databaseEnv(big), NEXT_DIST_DIR: OWN_DIST_DIR }));
    const [small, large] = [servers[0]!, servers[1]!];
    const targets = [
      await options.targets(options.baseDb, small),
      await options.targets(big, large),
    ];
    const [resultsSmall, resultsBig] = await measureSides(
      [
        // One side is measured at a time: the database's CPU meanwhile is that side's.
        {
          baseUrl: small.baseUrl,
          targets: targets[0]!,
          cpuMs: small.cpuMs,
          dbCpuMs: options.dbCpuMs,
        },
        {
          baseUrl: large.baseUrl,
          targets: targets[1]!,
          cpuMs: large.cpuMs,
          dbCpuMs: options.dbCpuMs,
        },
      ],
      options.measure,
    );
    const growth = scaleGrowth(resultsSmall!, resultsBig!);
    // After the load: each sitemap read whole, its files checked against the schema.
    const sitemaps = [
      summary(await sitemapStats(small.baseUrl)),
      summary(await sitemapStats(large.baseUrl)),
    ];
    return {
      scale: options.scale,
      base_scale: options.baseScale,
      seed_seconds: seedSeconds,
      database_bytes: size.bytes,
      database_size: size.pretty,
      catalogue: size.catalogue,
      growth,
      flagged: growth.filter((g) => g.flagged).map((g) => g.target),
      results_1x: resultsSmall!,
      results_nx: resultsBig!,
      sitemap_1x: sitemaps[0]!,
      sitemap_nx: sitemaps[1]!,
    };
  } finally {
    for (const server of servers) await server.stop();
    await rm(OWN_DIST_DIR, { recursive: true, force: true });
  }
}

export function printScaleCheck(check: PostgresScaleCheck): void {
  console.log(
    `\nPostgreSQL at scale ${check.scale} (seeded in ${check.seed_seconds} s, ${check.database_size}; ${Object.entries(
      check.catalogue,
    )
      .map(([t, n]) => `${t} ${n.toLocaleString('en-IN')}`)
      .join(', ')}), measured beside scale ${check.base_scale} in alternating rounds:\n`,
  );
  printSideBySide(
    [`scale ${check.base_scale}`, `scale ${check.scale}`],
    [check.results_1x, check.results_nx],
  );
  const width = Math.max(...check.growth.map((g) => g.target.length));
  console.log(
    `\n${'growth at scale ' + check.scale}`.padEnd(width + 1) +
      ' ratio 1x -> Nx (growth)   p99 ms 1x -> Nx (growth)  server cpu growth',
  );
  for (const g of check.growth) {
    const ratio =
      g.ratio_growth === null ? '-' : `${g.ratio_1x} -> ${g.ratio_nx} (${g.ratio_growth})`;
    console.log(
      `${g.target.padEnd(width)}  ${ratio.padEnd(24)} ${`${g.p99_1x_ms} -> ${g.p99_nx_ms} (${g.p99_growth})`.padEnd(25)} ${String(g.cpu_growth ?? '-').padEnd(6)}${g.flagged ? ` OVER ${GROWTH_LIMIT}` : ''}`,
    );
  }
  for (const [label, m] of [
    [check.base_scale, check.sitemap_1x],
    [check.scale, check.sitemap_nx],
  ] as const) {
    console.log(
      `sitemap at scale ${label}: ${m.addresses.toLocaleString('en-IN')} addresses in ${m.files} file(s), ${m.valid ? 'valid' : 'NOT valid'} against the schema; largest file ${(m.largest_file_bytes / 1e6).toFixed(1)} MB, slowest ${m.slowest_file_ms} ms${m.server_rss_mb ? `, server RSS ${m.server_rss_mb.before} -> ${m.server_rss_mb.peak} MB` : ''}`,
    );
  }
  console.log(
    check.flagged.length === 0
      ? `\nEvery target within ${GROWTH_LIMIT}x of scale ${check.base_scale}.`
      : `\nOver ${GROWTH_LIMIT}x: ${check.flagged.join(', ')}`,
  );
}
