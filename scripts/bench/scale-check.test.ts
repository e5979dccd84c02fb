import type { Sample, Target } from './load';
import { summarise } from './measure';
import { scaleGrowth } from './scale-check';

const sample = (requests: number, p99: number): Sample => ({
  requests,
  seconds: 1,
  p50: p99 / 2,
  p99,
  errors: 0,
});

const targets: Target[] = [
  { name: 'static', baseline: null, paths: ['/'] },
  { name: 'page', baseline: 'static', paths: ['/p/'] },
  { name: 'search', baseline: 'static', paths: ['/s/'] },
];

const run = (page: number, pageP99: number, search: number, searchP99: number) =>
  summarise(
    targets,
    new Map([
      ['static', [sample(1000, 10)]],
      ['page', [sample(page, pageP99)]],
      ['search', [sample(search, searchP99)]],
    ]),
  );

describe('the scale check', () => {
  it('compares each target with its baseline at both sizes and flags growth past 1.3', () => {
    const growth = scaleGrowth(run(800, 40, 12, 900), run(720, 44, 8, 1000));
    expect(growth.map((g) => g.target)).toEqual(['page', 'search']);
    const [page, search] = growth;
    expect(page).toMatchObject({
      ratio_1x: 0.8,
      ratio_nx: 0.72,
      ratio_growth: 1.11,
      flagged: false,
    });
    expect(page!.p99_growth).toBe(1.1);
    // 0.012 against 0.008 is a slowdown of 1.5 that ratios rounded to 0.01 would hide.
    expect(search).toMatchObject({ ratio_growth: 1.5, p99_growth: 1.11, flagged: true });
  });
});
