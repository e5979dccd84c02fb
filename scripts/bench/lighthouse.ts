// Lighthouse on the system Chromium, mobile defaults (simulated throttling), median of N runs.
import { execFileSync } from 'node:child_process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { median } from './measure';

export interface LighthouseFigures {
  performance: number;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
}

export function lighthouseMedian(
  url: string,
  runs: number,
): LighthouseFigures & { runs: LighthouseFigures[] } {
  const out = execFileSync(
    'node',
    [
      'scripts/bench/lighthouse-run.mjs',
      url,
      String(runs),
      CHROMIUM_PATH,
      JSON.stringify(CHROMIUM_ARGS),
    ],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 16 * 1024 * 1024 },
  );
  const all = JSON.parse(out) as LighthouseFigures[];
  return {
    performance: median(all.map((r) => r.performance)),
    lcp_ms: median(all.map((r) => r.lcp_ms)),
    cls: median(all.map((r) => r.cls)),
    tbt_ms: median(all.map((r) => r.tbt_ms)),
    runs: all,
  };
}
