import type { Sample, Target } from './load';
import { median, spread, summarise, unquietRounds, unsteadyBaselines } from './measure';

const sample = (requests: number, p50: number, p99: number): Sample => ({
  requests,
  seconds: 5,
  p50,
  p99,
  errors: 0,
});

const targets: Target[] = [
  { name: 'static', baseline: null, paths: ['/'] },
  { name: 'page', baseline: 'static', paths: ['/p/'] },
];

describe('the bench summary', () => {
  it('medians of an even count average the middle two', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([5, 1, 3])).toBe(3);
  });

  it('reports medians over the rounds, each ratio against the same round of its baseline', () => {
    // Round 2 is slow for both: its ratio is the same as the others', the medians hold.
    const samples = new Map([
      ['static', [sample(5000, 5, 20), sample(2500, 9, 40), sample(5500, 5, 18)]],
      ['page', [sample(4000, 7, 30), sample(2000, 12, 60), sample(4400, 6, 25)]],
    ]);
    const [base, page] = summarise(targets, samples);
    expect(base).toMatchObject({ requests_per_second: 1000, p99_ms: 20, ratio_to_baseline: null });
    expect(page).toMatchObject({
      requests_per_second: 800,
      p50_ms: 7,
      p99_ms: 30,
      ratio_to_baseline: 0.8,
      rounds: 3,
    });
    expect(page!.spread.ratio_to_baseline).toEqual({ min: 0.8, max: 0.8, relative: 0 });
    expect(page!.spread.requests_per_second).toEqual({ min: 400, max: 880, relative: 0.6 });
    expect(spread([30, 60, 25])).toEqual({ min: 25, max: 60, relative: 1.167 });
  });

  it('warns when a baseline varied by more than a fifth between rounds, and only then', () => {
    const steady = summarise(
      targets,
      new Map([
        ['static', [sample(5000, 5, 20), sample(4600, 5, 20), sample(5200, 5, 20)]],
        ['page', [sample(4000, 7, 30), sample(3000, 7, 30), sample(4400, 7, 30)]],
      ]),
    );
    expect(unsteadyBaselines(steady)).toEqual([]);
    const unsteady = summarise(
      targets,
      new Map([
        ['static', [sample(5000, 5, 20), sample(2500, 5, 20), sample(5200, 5, 20)]],
        ['page', [sample(4000, 7, 30), sample(2000, 7, 30), sample(4400, 7, 30)]],
      ]),
    );
    const warnings = unsteadyBaselines(unsteady);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      'baseline "static" varied by 54% between rounds (500-1040 req/s)',
    );
  });

  it('reports the server CPU per answer as the median over rounds, and none when a round lacks it', () => {
    const withCpu = (x: Sample, cpuMsPerRequest: number): Sample => ({ ...x, cpuMsPerRequest });
    const [base, page] = summarise(
      targets,
      new Map([
        ['static', [withCpu(sample(5000, 5, 20), 0.5), withCpu(sample(5000, 5, 20), 0.7)]],
        ['page', [withCpu(sample(4000, 7, 30), 1.2), sample(4000, 7, 30)]],
      ]),
    );
    expect(base!.server_cpu_ms_per_request).toBe(0.6);
    expect(page!.server_cpu_ms_per_request).toBeNull();
  });

  it("reports the database server's CPU per answer apart from the app server's", () => {
    const cpu = (x: Sample, app: number, db?: number): Sample => ({
      ...x,
      cpuMsPerRequest: app,
      ...(db === undefined ? {} : { dbCpuMsPerRequest: db }),
    });
    const [base, page] = summarise(
      targets,
      new Map([
        ['static', [cpu(sample(5000, 5, 20), 0.5, 0.1), cpu(sample(5000, 5, 20), 0.7, 0.3)]],
        ['page', [cpu(sample(4000, 7, 30), 1.2), cpu(sample(4000, 7, 30), 1.4)]],
      ]),
    );
    expect(base).toMatchObject({ server_cpu_ms_per_request: 0.6, db_cpu_ms_per_request: 0.2 });
    expect(page).toMatchObject({ server_cpu_ms_per_request: 1.3, db_cpu_ms_per_request: null });
  });

  it('counts and names the rounds that began before the servers had quietened', () => {
    const busy = (x: Sample): Sample => ({ ...x, quiet: false });
    const results = summarise(
      targets,
      new Map([
        ['static', [sample(5000, 5, 20), { ...sample(5000, 5, 20), quiet: true }]],
        ['page', [busy(sample(4000, 7, 30)), sample(4000, 7, 30)]],
      ]),
    );
    expect(results.map((r) => r.unquiet_rounds)).toEqual([0, 1]);
    expect(unquietRounds(results)).toEqual([
      '"page": 1 of 2 rounds began while the servers were still busy (over 60 s of earlier work)',
    ]);
  });
});
