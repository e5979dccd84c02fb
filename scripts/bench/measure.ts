import { load, type Sample, type Target } from './load';
import { QUIET_MAX_WAIT_MS, waitForQuiet } from './quiet';

/** A figure's lowest and highest value over the rounds, beside its median. */
export interface Spread {
  min: number;
  max: number;
  /** (max - min) / median: 0.1 means the rounds spread over 10% of the median. */
  relative: number;
}

export interface Result {
  target: string;
  baseline: string | null;
  /** Medians over the rounds. */
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  /** The median of each round's ratio to its baseline measured in the same round. */
  ratio_to_baseline: number | null;
  /**
   * The server's CPU milliseconds per successful answer (median over the rounds): with
   * `alongside`, the load beside it is in it too. Null where the server's CPU is not known.
   */
  server_cpu_ms_per_request: number | null;
  /**
   * The database server's CPU milliseconds per successful answer (median over the rounds), for
   * a PostgreSQL on this machine; null otherwise (PGlite's is in the server's own figure).
   */
  db_cpu_ms_per_request: number | null;
  /** Rounds that began before the servers had quietened (waitForQuiet gave up). */
  unquiet_rounds: number;
  spread: {
    requests_per_second: Spread;
    p50_ms: Spread;
    p99_ms: Spread;
    ratio_to_baseline: Spread | null;
  };
  rounds: number;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  if (s.length === 0) return 0;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function spread(xs: number[]): Spread {
  const m = median(xs);
  const min = Math.min(...xs);
  const max = Math.max(...xs);
  return { min, max, relative: m === 0 ? 0 : Number(((max - min) / m).toFixed(3)) };
}

/**
 * A baseline whose rounds differ by more than this fraction of its median: the machine was
 * not steady during the run, and its ratios are to be taken with that in mind.
 */
export const BASELINE_SPREAD_WARNING = 0.2;

/** The warnings of a run: each baseline that varied by more than `limit` between rounds. */
export function unsteadyBaselines(results: Result[], limit = BASELINE_SPREAD_WARNING): string[] {
  return results
    .filter((r) => r.baseline === null && r.spread.requests_per_second.relative > limit)
    .map(
      (r) =>
        `baseline "${r.target}" varied by ${Math.round(r.spread.requests_per_second.relative * 100)}% between rounds (${r.spread.requests_per_second.min}-${r.spread.requests_per_second.max} req/s), over the ${Math.round(limit * 100)}% warning: the machine was not steady`,
    );
}

/** The warnings of a run: each target with rounds begun before the servers had quietened. */
export function unquietRounds(results: Result[]): string[] {
  return results
    .filter((r) => r.unquiet_rounds > 0)
    .map(
      (r) =>
        `"${r.target}": ${r.unquiet_rounds} of ${r.rounds} rounds began while the servers were still busy (over ${QUIET_MAX_WAIT_MS / 1000} s of earlier work)`,
    );
}

/** One server and what is measured on it. */
export interface Side {
  baseUrl: string;
  targets: Target[];
  /** The server's CPU milliseconds so far (RunningServer.cpuMs), to report CPU per request. */
  cpuMs?: () => number;
  /** The database server's CPU milliseconds so far, where it runs apart on this machine. */
  dbCpuMs?: () => number;
}

/** Measures one server's targets (see measureSides). */
export async function measure(
  baseUrl: string,
  targets: Target[],
  options: { rounds: number; seconds: number; connections: number },
  cpuMs?: () => number,
): Promise<Result[]> {
  return (await measureSides([{ baseUrl, targets, cpuMs }], options))[0]!;
}

/** One measured load run, with the servers' CPU per successful answer where it is known. */
async function sampled(
  { baseUrl, cpuMs, dbCpuMs }: Side,
  target: Target,
  options: { seconds: number; connections: number },
): Promise<Sample> {
  const before = cpuMs?.();
  const dbBefore = dbCpuMs?.();
  const sample = await load(baseUrl, target, options.seconds, options.connections);
  if (sample.requests === 0) return sample;
  const perRequest = (now: number, then: number) => (now - then) / sample.requests;
  return {
    ...sample,
    ...(before === undefined ? {} : { cpuMsPerRequest: perRequest(cpuMs!(), before) }),
    ...(dbBefore === undefined ? {} : { dbCpuMsPerRequest: perRequest(dbCpuMs!(), dbBefore) }),
  };
}

/**
 * Primes every GET path once (first renders fill the page cache), warms each target up, then
 * measures all targets in alternating rounds so that machine noise hits them alike. With more
 * than one server (PGlite and PostgreSQL), each round goes through every server in turn, so
 * the two are compared over the same stretch of a shared machine's noise.
 */
export async function measureSides(
  sides: Side[],
  options: { rounds: number; seconds: number; connections: number },
): Promise<Result[][]> {
  for (const { baseUrl, targets } of sides) {
    for (const target of targets) {
      if ((target.method ?? 'GET') === 'GET') {
        for (const path of target.paths)
          await fetch(`${baseUrl}${path}`).then((r) => r.arrayBuffer());
      }
      await load(baseUrl, target, 2, options.connections);
    }
  }
  const samples = sides.map(
    ({ targets }) => new Map<string, Sample[]>(targets.map((t) => [t.name, []])),
  );
  // Every process measured anywhere (a database two sides share, once): a server's leftover
  // work slows the other's round as well.
  const meters = [...new Set(sides.flatMap(({ cpuMs, dbCpuMs }) => [cpuMs, dbCpuMs]))].filter(
    (m) => m !== undefined,
  );
  const waits: { target: string; waitedMs: number }[] = [];
  for (let r = 0; r < options.rounds; r++) {
    for (const [k, side] of sides.entries()) {
      for (const target of side.targets) {
        const { quiet, waitedMs } = await waitForQuiet(meters);
        waits.push({ target: target.name, waitedMs });
        samples[k]!.get(target.name)!.push({ ...(await sampled(side, target, options)), quiet });
      }
    }
  }
  const longest = waits.reduce((a, b) => (b.waitedMs > a.waitedMs ? b : a), waits[0]!);
  if (longest)
    console.log(
      `Waited for quiet servers ${Math.round(waits.reduce((a, w) => a + w.waitedMs, 0) / 1000)} s in all; longest ${longest.waitedMs / 1000} s, before "${longest.target}".`,
    );
  return sides.map(({ targets }, k) => summarise(targets, samples[k]!));
}

const rate = (x: Sample) => x.requests / x.seconds;
const round1 = (x: number) => Math.round(x);
const round2 = (x: number) => Number(x.toFixed(2));

/** Medians and spreads over the rounds; ratios per round, against the same round's baseline. */
export function summarise(targets: Target[], samples: Map<string, Sample[]>): Result[] {
  return targets.map((t) => {
    const s = samples.get(t.name)!;
    const base = t.baseline === null ? null : samples.get(t.baseline)!;
    const ratios = base ? s.map((x, k) => rate(x) / rate(base[k]!)) : null;
    const rps = s.map(rate);
    const known = (figure: (x: Sample) => number | undefined) => {
      const xs = s.flatMap((x) => (figure(x) === undefined ? [] : [figure(x)!]));
      return xs.length === s.length ? round2(median(xs)) : null;
    };
    const whole = (sp: Spread, f: (x: number) => number) => ({
      ...sp,
      min: f(sp.min),
      max: f(sp.max),
    });
    return {
      target: t.name,
      baseline: t.baseline,
      requests_per_second: round1(median(rps)),
      p50_ms: round1(median(s.map((x) => x.p50))),
      p99_ms: round1(median(s.map((x) => x.p99))),
      errors: s.reduce((a, x) => a + x.errors, 0),
      unquiet_rounds: s.filter((x) => x.quiet === false).length,
      ratio_to_baseline: ratios ? round2(median(ratios)) : null,
      server_cpu_ms_per_request: known((x) => x.cpuMsPerRequest),
      db_cpu_ms_per_request: known((x) => x.dbCpuMsPerRequest),
      spread: {
        requests_per_second: whole(spread(rps), round1),
        p50_ms: spread(s.map((x) => x.p50)),
        p99_ms: spread(s.map((x) => x.p99)),
        ratio_to_baseline: ratios ? whole(spread(ratios), round2) : null,
      },
      rounds: s.length,
    };
  });
}

const pct = (sp: Spread) => `±${Math.round((sp.relative * 100) / 2)}%`;

/** The target column fits the longest name (booking creation's is 45 characters). */
const nameWidth = (results: Result[]) => Math.max(44, ...results.map((r) => r.target.length));

export function printTable(results: Result[]): void {
  printSideBySide([''], [results]);
}

/**
 * Runs of the same targets side by side (PGlite | PostgreSQL), or one run alone: medians, with
 * the spread over the rounds (± half the range, as a share of the median; the ratio's range).
 */
export function printSideBySide(labels: string[], runs: Result[][]): void {
  const COLUMNS: [string, number][] = [
    ['req/s', 11],
    ['p50 ms', 7],
    ['p99 ms', 12],
    ['err', 4],
    ['ratio (range)', 17],
    ['cpu ms', 7],
    ['db cpu', 7],
  ];
  const cell = (r: Result | undefined) =>
    (r
      ? [
          `${r.requests_per_second} ${pct(r.spread.requests_per_second)}`,
          String(r.p50_ms),
          `${r.p99_ms} ${pct(r.spread.p99_ms)}`,
          String(r.errors),
          r.ratio_to_baseline === null || !r.spread.ratio_to_baseline
            ? 'base'
            : `${r.ratio_to_baseline.toFixed(2)} (${r.spread.ratio_to_baseline.min.toFixed(2)}-${r.spread.ratio_to_baseline.max.toFixed(2)})`,
          r.server_cpu_ms_per_request === null ? '-' : r.server_cpu_ms_per_request.toFixed(2),
          r.db_cpu_ms_per_request === null ? '-' : r.db_cpu_ms_per_request.toFixed(2),
        ]
      : COLUMNS.map(() => '-')
    )
      .map((text, k) => text.padStart(COLUMNS[k]![1]))
      .join(' ');
  const width = cell(undefined).length;
  const names = nameWidth(runs[0]!);
  if (labels.some(Boolean))
    console.log([''.padEnd(names), ...labels.map((l) => l.padEnd(width))].join(' | ').trimEnd());
  console.log(
    [
      'target'.padEnd(names),
      ...labels.map(() => COLUMNS.map(([h, w]) => h.padStart(w)).join(' ')),
    ].join(' | '),
  );
  for (const r of runs[0]!) {
    console.log(
      [
        r.target.padEnd(names),
        ...runs.map((run) => cell(run.find((x) => x.target === r.target))),
      ].join(' | '),
    );
  }
  for (const [k, run] of runs.entries()) {
    for (const warning of [...unsteadyBaselines(run), ...unquietRounds(run)])
      console.log(`WARNING${labels[k] ? ` (${labels[k]})` : ''}: ${warning}`);
  }
}
