import { summarize } from './ci-summary';

describe('summarize', () => {
  it('adds up Jest, Playwright and the cluster test from their own summary lines', () => {
    const log = [
      'PASS lib/booking/book.db.test.ts',
      'Test Suites: 1 skipped, 158 passed, 158 of 159 total',
      'Tests:       3 skipped, 997 passed, 1000 total',
      '  8 skipped',
      '  181 passed (14.7m)',
      'Tests:       1 skipped, 458 passed, 459 total',
      'fault test: passed',
      'PASS a. a price change on A is on B at once (1.1 s): 160 ms',
      'cluster: 7 passed, 0 failed',
    ].join('\n');
    expect(summarize(log)).toEqual({ passed: 997 + 181 + 458 + 7, failed: 0, skipped: 12 });
  });

  it('counts failures wherever a runner reported them', () => {
    const log = [
      'Tests:       2 failed, 1 skipped, 40 passed, 43 total',
      '  1 failed',
      '  1 flaky',
      '  20 passed (1.0m)',
      'cluster: 6 passed, 1 failed',
    ].join('\n');
    expect(summarize(log)).toEqual({ passed: 40 + 1 + 20 + 6, failed: 4, skipped: 1 });
  });

  it('counts nothing from lines that only look alike', () => {
    const log = ['ok      next 16.4.6', '13400 events in 87.6 s', '  3 passed on the way'];
    expect(summarize(log.join('\n'))).toEqual({ passed: 0, failed: 0, skipped: 0 });
  });
});
