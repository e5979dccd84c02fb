import { load, type Sample, type Target } from './load';

export interface Result {
  target: string;
  baseline: string | null;
  requests_per_second: number;
  p50_ms: number;
  p99_ms: number;
  errors: number;
  ratio_to_baseline: number | null;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? 0;
}

/** One server and what is measured on it. */
export interface Side {
  baseUrl: string;
  targets: Target[];
}

/** Measures one server's targets (see measureSides). */
export async function measure(
  baseUrl: string,
  targets: Target[],
  options: { rounds: number; seconds: number; connections: number },
): Promise<Result[]> {
  return (await measureSides([{ baseUrl, targets }], options))[0]!;
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
  for (let r = 0; r < options.rounds; r++) {
    for (const [k, { baseUrl, targets }] of sides.entries()) {
      for (const target of targets) {
        samples[k]!.get(target.name)!.push(
          await load(baseUrl, target, options.seconds, options.connections),
        );
      }
    }
  }
  return sides.map(({ targets }, k) => summarise(targets, samples[k]!));
}

function summarise(targets: Target[], samples: Map<string, Sample[]>): Result[] {
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
  return results.map((r) => {
    const base = results.find((b) => b.target === r.baseline);
    return {
      ...r,
      ratio_to_baseline: base
        ? Number((r.requests_per_second / base.requests_per_second).toFixed(2))
        : null,
    };
  });
}

/** The target column fits the longest name (booking creation's is 45 characters). */
const nameWidth = (results: Result[]) => Math.max(44, ...results.map((r) => r.target.length));

export function printTable(results: Result[]): void {
  const width = nameWidth(results);
  console.log(
    [
      'target'.padEnd(width),
      'req/s'.padStart(8),
      'p50 ms'.padStart(8),
      'p99 ms'.padStart(8),
      'errors'.padStart(7),
      'ratio'.padStart(7),
    ].join(' '),
  );
  for (const r of results) {
    console.log(
      [
        r.target.padEnd(width),
        String(r.requests_per_second).padStart(8),
        String(r.p50_ms).padStart(8),
        String(r.p99_ms).padStart(8),
        String(r.errors).padStart(7),
        (r.ratio_to_baseline === null ? 'base' : r.ratio_to_baseline.toFixed(2)).padStart(7),
      ].join(' '),
    );
  }
}

/** Two or more runs of the same targets side by side (PGlite | PostgreSQL). */
export function printSideBySide(labels: string[], runs: Result[][]): void {
  const cell = (r: Result | undefined) =>
    [
      String(r?.requests_per_second ?? '-').padStart(6),
      String(r?.p50_ms ?? '-').padStart(6),
      String(r?.p99_ms ?? '-').padStart(6),
      String(r?.errors ?? '-').padStart(6),
      (r ? (r.ratio_to_baseline === null ? 'base' : r.ratio_to_baseline.toFixed(2)) : '-').padStart(
        6,
      ),
    ].join(' ');
  const width = cell(undefined).length;
  const names = nameWidth(runs[0]!);
  console.log([''.padEnd(names), ...labels.map((l) => l.padEnd(width))].join(' | ').trimEnd());
  console.log(
    [
      'target'.padEnd(names),
      ...labels.map(() =>
        ['req/s', 'p50 ms', 'p99 ms', 'errors', 'ratio'].map((h) => h.padStart(6)).join(' '),
      ),
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
}
