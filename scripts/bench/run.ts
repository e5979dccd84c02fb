// npm run bench -- [--db pglite|postgres|both] [--scale N] [--scale-check N] [--seconds S]
//                  [--rounds R] [--connections C] [--lighthouse-runs N] [--no-build]
//                  [--targets booking,call_me]  (only targets whose names contain these, and
//                  their baselines) [--cpu-prof DIR]  (each server's CPU profile, in DIR/<db>/)
// Builds, starts the production server on a seeded database (loopback only), and measures
// every target against a baseline of the same server in the same run; then Lighthouse and
// page weight of a typical product page, and Lighthouse on the pages patients land on (home, a
// city, a search, MRI Brain); then the product page again on a catalogue
// `--scale-check` times larger. Writes bench/results.json and prints tables. Figures are
// meant as ratios: the machine is shared and noisy.
//
// --db postgres runs the same load targets on PostgreSQL 15 (a throw-away server started by
// scripts/with-postgres.sh, or DATABASE_URL's) and writes bench/results-postgres.json;
// --db both starts both servers and measures them in alternating rounds, printed side by side.
// Lighthouse and page weight run on PGlite only: they measure the page. The scale check runs
// on PGlite (10 unless --scale-check says) and, when --scale-check is given, on PostgreSQL too
// (scripts/bench/scale-check.ts: a second database seeded at N, measured beside the first).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import type { DbHandle } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import {
  BOOKING_CONNECTIONS,
  BOOKING_TARGET,
  benchPatients,
  bookingTarget,
  freeSlots,
  type BenchPatient,
} from './booking';
import {
  DB_LABELS,
  databaseEnv,
  freshPgliteDatabase,
  pgliteDatabase,
  postgresDatabase,
  postgresSettings,
  postmasterPid,
  prepare,
  type BenchDatabase,
  type DbKind,
} from './db';
import { landingPages, lighthouseMedian, type LighthouseMedian } from './lighthouse';
import type { Target } from './load';
import {
  measure,
  measureSides,
  printSideBySide,
  printTable,
  unquietRounds,
  unsteadyBaselines,
  type Result,
} from './measure';
import { FIRST_ROUND_TRIP_BYTES, pageWeight } from './page-weight';
import {
  copyBuildForScaleCheck,
  forgetEarlierServersData,
  postgresScaleCheck,
  printScaleCheck,
  type PostgresScaleCheck,
} from './scale-check';
import { startServer, treeCpuMs, type RunningServer } from './server';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    scale: { type: 'string', default: '1' },
    'scale-check': { type: 'string', default: '' },
    seconds: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '10' },
    'no-build': { type: 'boolean', default: false },
    'lighthouse-runs': { type: 'string', default: '5' },
    targets: { type: 'string', default: '' },
    'cpu-prof': { type: 'string', default: '' },
  },
});
const KINDS: Record<string, DbKind[]> = {
  pglite: ['pglite'],
  postgres: ['postgres'],
  both: ['pglite', 'postgres'],
};
const kinds = KINDS[values.db];
if (!kinds) {
  console.error(`--db must be pglite, postgres or both, got "${values.db}"`);
  process.exit(2);
}
const scale = Number(values.scale);
const scaleCheck = Number(values['scale-check'] || 10);
/** PostgreSQL's scale check runs only when asked for: it seeds millions of rows. */
const postgresScaleCheckAt = values['scale-check'] ? scaleCheck : 0;
const options = {
  seconds: Number(values.seconds),
  rounds: Number(values.rounds),
  connections: Number(values.connections),
};
const dataDirFor = (s: number) => (s === 1 ? '.data-bench' : `.data-bench-x${s}`);

function sh(cmd: string, args: string[]) {
  execFileSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
}

interface BenchPage {
  path: string;
  randomId: string;
  cityId: number;
  centres: number;
}

/** A hot set of 60 product pages spread over the catalogue, and one with a typical partner count. */
async function choosePages(
  handle: DbHandle,
): Promise<{ hot: BenchPage[]; typical: BenchPage; landing: Record<string, string> }> {
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
  const pages = rows.map((r) => ({
    path: `/${r.city_slug}/${r.url_slug}/${r.random_id}/`,
    randomId: r.random_id,
    cityId: r.city_id,
    centres: r.centres,
  }));
  const hot = Array.from({ length: 60 }, (_, i) => pages[Math.floor((i * pages.length) / 60)]!);
  const byCentres = [...pages].sort((a, b) => a.centres - b.centres);
  const typical = byCentres[Math.floor(byCentres.length / 2)]!;
  return { hot, typical, landing: landingPages(typical, pages) };
}

const STATIC = 'bare static page (/about/)';
const TRIVIAL = 'trivial route handler (/api/health/)';
const PRODUCT = 'product page (60 pages)';
const BASIC_INFO = 'product_basic_info';
const PRODUCT_WHILE_BOOKING = `product page while ${BOOKING_CONNECTIONS} clients book`;

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

const CITY_PAGE = 'city page (6 cities)';
const SEARCH = 'search results page';
/** What patients type: names, short forms, a misspelling, a Hindi query. */
const SEARCH_QUERIES = [
  'mri brain',
  'cbc',
  'thyroid',
  'lipid profile',
  'xray chest',
  'mri brian',
  'सीबीसी',
];

/** The pages a visitor goes through to reach a product: a city's page and the search results. */
function cityAndSearchTargets(hot: BenchPage[]): Target[] {
  const cities = [...new Map(hot.map((p) => [p.cityId, p.path.split('/')[1]!])).entries()].slice(
    0,
    6,
  );
  return [
    { name: CITY_PAGE, baseline: STATIC, paths: cities.map(([, slug]) => `/${slug}/`) },
    {
      name: SEARCH,
      baseline: STATIC,
      paths: cities.flatMap(([id], k) =>
        SEARCH_QUERIES.filter((_, q) => (q + k) % 2 === 0).map(
          (query) => `/search/?query=${encodeURIComponent(query)}&city_id=${id}`,
        ),
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

// 10 bookings per number an hour: 50,000 bookings a run, past what this bench makes at 3 rounds
// of 5 s on either database (about 600 a second, for 34 s with the warm-ups and the page load).
const PATIENTS = 5000;

interface Prepared {
  db: BenchDatabase;
  hot: BenchPage[];
  typical: BenchPage;
  /** Where patients arrive, measured by Lighthouse: home, a city, a search, MRI Brain. */
  landing: Record<string, string>;
  patients: BenchPatient[];
  /** PostgreSQL's postmaster on this machine, whose CPU is reported beside the server's. */
  postmaster: number | null;
}

/**
 * Migrated, seeded, and the pages and patients chosen, before any server opens the database.
 * `pages` keeps another run's pages (the scale check measures the same pages on more rows).
 */
async function prepared(
  db: BenchDatabase,
  pages?: Pick<Prepared, 'hot' | 'typical' | 'landing'>,
): Promise<Prepared> {
  if (db.kind === 'postgres' && !pages) prepare(db, scale); // a PGlite copy comes prepared
  const handle = await db.open();
  try {
    return {
      db,
      ...(pages ?? (await choosePages(handle))),
      patients: await benchPatients(handle, PATIENTS),
      postmaster: db.kind === 'postgres' ? await postmasterPid(db) : null,
    };
  } finally {
    await handle.close();
  }
}

/** The targets --targets names (by part of their name), with the baselines they are measured against. */
function selected(all: Target[]): Target[] {
  const wanted = values.targets
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  if (wanted.length === 0) return all;
  const chosen = all.filter((t) => wanted.some((w) => t.name.toLowerCase().includes(w)));
  const names = new Set(chosen.flatMap((t) => [t.name, t.baseline ?? t.name]));
  return all.filter((t) => names.has(t.name));
}

async function loadTargets(p: Prepared, server: RunningServer): Promise<Target[]> {
  // The most offered product page: the most slots to book distinct ones from.
  const busiest = [...p.hot].sort((a, b) => b.centres - a.centres)[0]!;
  const slots = await freeSlots(server.baseUrl, busiest);
  const booking = bookingTarget(busiest, slots, p.patients);
  return selected([
    ...productTargets(p.hot),
    ...apiTargets(p.hot),
    ...cityAndSearchTargets(p.hot),
    booking,
    // On PGlite the database runs on the thread that renders pages: pages while bookings write.
    {
      name: PRODUCT_WHILE_BOOKING,
      baseline: STATIC,
      paths: p.hot.map((page) => page.path),
      alongside: booking,
    },
  ]);
}

async function main() {
  const started = Date.now();
  // Lighthouse needs the system Chromium: installed (or asked for) before minutes of load, not after.
  if (Number(values['lighthouse-runs']) > 0) sh('bash', ['scripts/ensure-chromium.sh']);
  if (!values['no-build']) sh('npm', ['run', 'build']);
  // Before any server writes its cache into the build (a --no-build run's .next may hold an
  // earlier server's pages: build afresh for figures to quote).
  await forgetEarlierServersData();
  if (kinds!.includes('postgres') && postgresScaleCheckAt > 0) await copyBuildForScaleCheck();
  const sides: Prepared[] = [];
  for (const kind of kinds!) {
    sides.push(
      await prepared(
        kind === 'pglite'
          ? await freshPgliteDatabase(dataDirFor(scale), scale)
          : await postgresDatabase(scale),
      ),
    );
  }
  const pglite = sides.find((s) => s.db.kind === 'pglite');
  const postgres = sides.find((s) => s.db.kind === 'postgres');

  const servers: RunningServer[] = [];
  let runs: Result[][];
  let weight = null;
  let lighthouse: LighthouseMedian | null = null;
  let lighthouseHindi: LighthouseMedian | null = null;
  const lighthouseLanding: Record<string, LighthouseMedian> = {};
  try {
    for (const side of sides) {
      const profiles = values['cpu-prof'] && `${values['cpu-prof']}/${side.db.kind}`;
      servers.push(await startServer(databaseEnv(side.db), profiles || undefined));
    }
    const targets = await Promise.all(sides.map((side, k) => loadTargets(side, servers[k]!)));
    runs = await measureSides(
      servers.map((server, k) => ({
        baseUrl: server.baseUrl,
        targets: targets[k]!,
        cpuMs: server.cpuMs,
        dbCpuMs: sides[k]!.postmaster === null ? undefined : () => treeCpuMs(sides[k]!.postmaster!),
      })),
      options,
    );
    // The page's weight and Lighthouse do not depend on the database: PGlite's server only.
    if (pglite) {
      const server = servers[sides.indexOf(pglite)]!;
      weight = {
        product: await pageWeight(server.baseUrl, pglite.typical.path),
        // The same page in Hindi: its words three bytes a letter, its own font, the same code.
        hindi: await pageWeight(server.baseUrl, `/hi${pglite.typical.path}`),
        bare: await pageWeight(server.baseUrl, '/about/'),
      };
      const lighthouseRuns = Number(values['lighthouse-runs']);
      if (lighthouseRuns > 0) {
        lighthouse = lighthouseMedian(`${server.baseUrl}${pglite.typical.path}`, lighthouseRuns);
        lighthouseHindi = lighthouseMedian(
          `${server.baseUrl}/hi${pglite.typical.path}`,
          lighthouseRuns,
        );
        for (const [name, path] of Object.entries(pglite.landing)) {
          lighthouseLanding[name] = lighthouseMedian(`${server.baseUrl}${path}`, lighthouseRuns);
        }
      }
    }
  } finally {
    for (const server of servers) await server.stop();
  }
  const resultsOf = (side: Prepared) => runs[sides.indexOf(side)]!;

  let scaled = null;
  // The scale check compares the product-page targets: only when all targets ran. With
  // PostgreSQL in the run and a scale check asked for, it runs there (below): a PGlite of a
  // hundred times the catalogue would take an hour to seed.
  if (
    pglite &&
    scaleCheck > 0 &&
    scaleCheck !== scale &&
    !values.targets &&
    !(postgres && postgresScaleCheckAt > 0)
  ) {
    const bigDb = pgliteDatabase(dataDirFor(scaleCheck));
    prepare(bigDb, scaleCheck);
    const big = await startServer(databaseEnv(bigDb));
    try {
      const again = await measure(big.baseUrl, productTargets(pglite.hot), options, big.cpuMs);
      const growth = (name: string) => {
        const a = resultsOf(pglite).find((r) => r.target === name)!;
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

  let postgresScaled: PostgresScaleCheck | null = null;
  if (postgres && postgresScaleCheckAt > 0 && postgresScaleCheckAt !== scale) {
    // The hot targets only: not call_me, nor pages while bookings write (PGlite's concern).
    const hotNames = new Set([PRODUCT, BASIC_INFO, CITY_PAGE, SEARCH, BOOKING_TARGET]);
    postgresScaled = await postgresScaleCheck({
      scale: postgresScaleCheckAt,
      baseScale: scale,
      baseDb: postgres.db,
      // Both databases are on this PostgreSQL: its CPU is part of a quiet machine.
      dbCpuMs: postgres.postmaster === null ? undefined : () => treeCpuMs(postgres.postmaster!),
      measure: options,
      targets: async (db, server) => {
        const side = db === postgres.db ? postgres : await prepared(db, postgres);
        const all = await loadTargets(side, server);
        const chosen = all.filter(
          (t) => hotNames.has(t.name) || t.name.startsWith('customer_center_reviews'),
        );
        const baselines = new Set(chosen.map((t) => t.baseline));
        return all.filter((t) => chosen.includes(t) || baselines.has(t.name));
      },
    });
  }

  const kb = (bytes: number) => Number((bytes / 1024).toFixed(1));
  const common = {
    measured_at: new Date().toISOString(),
    scale,
    ...options,
    machine: { cpus: os.cpus().length, node: process.version },
    // With both, the two servers were measured in alternating rounds of one run.
    measured_alongside: sides.map((s) => s.db.kind),
  };
  await mkdir('bench', { recursive: true });
  const written: string[] = [];
  if (pglite) {
    const report = {
      db: 'pglite',
      ...common,
      results: resultsOf(pglite),
      warnings: [...unsteadyBaselines(resultsOf(pglite)), ...unquietRounds(resultsOf(pglite))],
      product_page: weight && {
        path: pglite.typical.path,
        partner_centres: pglite.typical.centres,
        html_gzip_kb: kb(weight.product.html_gzip_bytes),
        html_response_bytes: weight.product.response_bytes,
        fits_first_round_trip: weight.product.response_bytes <= FIRST_ROUND_TRIP_BYTES,
        first_load_js_gzip_kb: kb(weight.product.js_gzip_bytes),
        bare_page_first_load_js_gzip_kb: kb(weight.bare.js_gzip_bytes),
        js_above_bare_gzip_kb: kb(weight.product.js_gzip_bytes - weight.bare.js_gzip_bytes),
        lighthouse_mobile_median: lighthouse,
        hindi: {
          path: `/hi${pglite.typical.path}`,
          html_gzip_kb: kb(weight.hindi.html_gzip_bytes),
          html_response_bytes: weight.hindi.response_bytes,
          first_load_js_gzip_kb: kb(weight.hindi.js_gzip_bytes),
          js_above_english_gzip_kb: kb(weight.hindi.js_gzip_bytes - weight.product.js_gzip_bytes),
          lighthouse_mobile_median: lighthouseHindi,
        },
      },
      landing_pages: Object.fromEntries(
        Object.entries(lighthouseLanding).map(([name, figures]) => [
          name,
          { path: pglite.landing[name], lighthouse_mobile_median: figures },
        ]),
      ),
      scale_check: scaled,
    };
    await writeFile('bench/results.json', `${JSON.stringify(report, null, 2)}\n`);
    written.push('bench/results.json');
  }
  let settings: Record<string, string | number> | null = null;
  if (postgres) {
    settings = {
      ...(await postgresSettings(postgres.db)),
      // The app's pool per server (lib/env/schema.ts), left at its default.
      pool_max: Number(process.env.DATABASE_POOL_MAX ?? 10),
    };
    const report = {
      db: 'postgres',
      ...common,
      postgres: settings,
      results: resultsOf(postgres),
      warnings: [...unsteadyBaselines(resultsOf(postgres)), ...unquietRounds(resultsOf(postgres))],
      scale_check: postgresScaled,
    };
    await writeFile('bench/results-postgres.json', `${JSON.stringify(report, null, 2)}\n`);
    written.push('bench/results-postgres.json');
  }

  console.log(
    `\nscale ${scale}, ${options.rounds} rounds x ${options.seconds} s, ${options.connections} connections (loopback)\n`,
  );
  if (settings) {
    console.log(
      `PostgreSQL ${settings.server_version}: fsync ${settings.fsync}, synchronous_commit ${settings.synchronous_commit}, a pool of ${settings.pool_max} connections in the server\n`,
    );
  }
  if (sides.length === 1) printTable(runs[0]!);
  else {
    printSideBySide(
      sides.map((s) => DB_LABELS[s.db.kind]),
      runs,
    );
    // The figure the note quotes: a booking's p99 on each database, from this one run.
    const booking = sides.flatMap((side) => {
      const r = resultsOf(side).find((x) => x.target === BOOKING_TARGET);
      return r
        ? [
            `${DB_LABELS[side.db.kind]} ${r.p50_ms} / ${r.p99_ms} ms (${r.requests_per_second} req/s)`,
          ]
        : [];
    });
    if (booking.length > 0)
      console.log(
        `\nbooking creation, ${BOOKING_CONNECTIONS} clients, p50 / p99: ${booking.join('; ')}`,
      );
  }
  if (pglite && weight) {
    const pp = {
      path: pglite.typical.path,
      centres: pglite.typical.centres,
      html: kb(weight.product.html_gzip_bytes),
      bytes: weight.product.response_bytes,
      js: kb(weight.product.js_gzip_bytes),
      bare: kb(weight.bare.js_gzip_bytes),
    };
    console.log(`\nproduct page ${pp.path} (${pp.centres} centres)`);
    console.log(
      `  in Hindi: HTML ${kb(weight.hindi.html_gzip_bytes)} KB gzip (${weight.hindi.response_bytes} bytes with headers); first-load JS ${kb(weight.hindi.js_gzip_bytes)} KB gzip, ${kb(weight.hindi.js_gzip_bytes - weight.product.js_gzip_bytes)} KB above the English page`,
    );
    console.log(
      `  HTML ${pp.html} KB gzip, sent as ${pp.bytes} bytes with headers (${pp.bytes <= FIRST_ROUND_TRIP_BYTES ? 'within' : 'over'} the ${FIRST_ROUND_TRIP_BYTES}-byte first round trip); first-load JS ${pp.js} KB gzip, bare page ${pp.bare} KB, +${kb(weight.product.js_gzip_bytes - weight.bare.js_gzip_bytes)} KB`,
    );
  } else {
    console.log(
      '\nPage weight, Lighthouse and the scale check skipped: they measure the page, not the database (run with --db pglite or both).',
    );
  }
  for (const [label, figures] of [
    ['', lighthouse],
    [' (Hindi)', lighthouseHindi],
    ...Object.entries(lighthouseLanding).map(([name, f]) => [`, ${name}`, f] as const),
  ] as const) {
    if (!figures) continue;
    const range = (key: 'performance' | 'lcp_ms' | 'tbt_ms') =>
      `${figures.spread[key].min}-${figures.spread[key].max}`;
    console.log(
      `  Lighthouse mobile${label}, 390 px (median of ${figures.runs.length}): performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.best_practices}, SEO ${figures.seo}; LCP ${figures.lcp_ms} ms, CLS ${figures.cls}, TBT ${figures.tbt_ms} ms`,
    );
    console.log(
      `  over the ${figures.runs.length} runs: performance ${range('performance')}, LCP ${range('lcp_ms')} ms, TBT ${range('tbt_ms')} ms`,
    );
    if (figures.failing.length > 0)
      console.log(`  Lighthouse audits below full marks: ${figures.failing.join(', ')}`);
  }
  if (scaled) {
    console.log(`\nscale ${scaled.scale}:\n`);
    printTable(scaled.results);
    console.log(`  p99 growth from scale ${scale}: ${JSON.stringify(scaled.p99_growth)}`);
  }
  if (postgresScaled) printScaleCheck(postgresScaled);
  console.log(
    `\nWritten to ${written.join(' and ')} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
}

// PostgreSQL is started the one way the project starts a throw-away one: this bench runs again
// inside scripts/with-postgres.sh, which stops and removes the server however the bench ends.
// fsync stays on there (the script's default turns it off for tests), as a booking's commit
// on a real server pays for it.
if (kinds.includes('postgres') && !process.env.DATABASE_URL && !process.env.TEST_DATABASE_URL) {
  const inner = spawnSync(
    'bash',
    ['scripts/with-postgres.sh', 'npx', 'tsx', 'scripts/bench/run.ts', ...process.argv.slice(2)],
    { stdio: 'inherit', env: { ...process.env, PG_SERVER_OPTIONS: '-c fsync=on' } },
  );
  process.exit(inner.status ?? 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
