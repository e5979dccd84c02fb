// Lighthouse on the system Chromium, mobile defaults (simulated throttling) at 390 px, all four
// categories, median of N runs and the range of each figure over them.
import { execFileSync } from 'node:child_process';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../e2e/chromium';
import { median, spread, type Spread } from './measure';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  best_practices: number;
  seo: number;
  lcp_ms: number;
  cls: number;
  tbt_ms: number;
}

type Run = LighthouseFigures & { failing: string[] };

const FIGURES: (keyof LighthouseFigures)[] = [
  'performance',
  'accessibility',
  'best_practices',
  'seo',
  'lcp_ms',
  'cls',
  'tbt_ms',
];

export type LighthouseMedian = LighthouseFigures & {
  failing: string[];
  runs: Run[];
  spread: Record<keyof LighthouseFigures, Spread>;
};

/**
 * The pages patients land on besides the typical product page: home, the typical page's city,
 * a search there, and MRI Brain in Hyderabad (an MRI page: the night-price box, the most
 * centres).
 */
export function landingPages(
  typical: { path: string; cityId: number },
  pages: { path: string }[],
): Record<string, string> {
  const city = typical.path.split('/')[1];
  const mri = pages.find((p) => p.path.startsWith('/hyderabad/mri-brain/'));
  return {
    home: '/',
    city: `/${city}/`,
    search: `/search/?query=mri+brain&city_id=${typical.cityId}`,
    ...(mri ? { 'MRI Brain': mri.path } : {}),
  };
}

export function lighthouseMedian(url: string, runs: number): LighthouseMedian {
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
  const all = JSON.parse(out) as Run[];
  const medians = Object.fromEntries(
    FIGURES.map((key) => [key, median(all.map((r) => r[key]))]),
  ) as unknown as LighthouseFigures;
  // Every audit that cost a point outside performance in any run, once.
  const failing = [...new Set(all.flatMap((r) => r.failing))].sort();
  const spreads = Object.fromEntries(
    FIGURES.map((key) => [key, spread(all.map((r) => r[key]))]),
  ) as Record<keyof LighthouseFigures, Spread>;
  return { ...medians, failing, runs: all, spread: spreads };
}
