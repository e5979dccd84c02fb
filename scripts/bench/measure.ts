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

/**
 * Primes every GET path once (first renders fill the page cache), warms each target up, then
 * measures all targets in alternating rounds so that machine noise hits them alike.
 */
export async function measure(
  baseUrl: string,
  targets: Target[],
  options: { rounds: number; seconds: number; connections: number },
): Promise<Result[]> {
  for (const target of targets) {
    if ((target.method ?? 'GET') === 'GET') {
      for (const path of target.paths)
        await fetch(`${baseUrl}${path}`).then((r) => r.arrayBuffer());
    }
    await load(baseUrl, target, 2, options.connections);
  }
  const samples = new Map<string, Sample[]>(targets.map((t) => [t.name, []]));
  for (let r = 0; r < options.rounds; r++) {
    for (const target of targets) {
      samples
        .get(target.name)!
        .push(await load(baseUrl, target, options.seconds, options.connections));
    }
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

export function printTable(results: Result[]): void {
  console.log(
    [
      'target'.padEnd(44),
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
        r.target.padEnd(44),
        String(r.requests_per_second).padStart(8),
        String(r.p50_ms).padStart(8),
        String(r.p99_ms).padStart(8),
        String(r.errors).padStart(7),
        (r.ratio_to_baseline === null ? 'base' : r.ratio_to_baseline.toFixed(2)).padStart(7),
      ].join(' '),
    );
  }
}
