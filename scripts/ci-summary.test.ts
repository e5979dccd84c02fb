import { foreignClosingLines, summarize } from './ci-summary';

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

describe('foreignClosingLines', () => {
  it("finds our lines that another runner's closing line would match", () => {
    const log = [
      '13400 events in 87.6 s',
      'ok      next 16.4.6',
      '====== no tests ran in 0.01s ======',
      'test result: ok. 0 passed; 0 failed; 0 ignored',
      'ℹ tests 0',
      '0 examples, 0 failures',
      'Tests run: 0, Failures: 0, Errors: 0, Skipped: 0',
    ].join('\n');
    expect(foreignClosingLines(log).map((f) => f.runner)).toEqual([
      'pytest',
      'go test',
      'pytest',
      'cargo test',
      "node's test runner",
      'RSpec',
      'Maven Surefire',
    ]);
  });

  it("passes the lines of this project's own runs", () => {
    const log = [
      'PASS lib/booking/book.db.test.ts (25.693 s)',
      'Tests:       1 skipped, 480 passed, 481 total',
      'Time:        501.151 s, estimated 635 s',
      'Ran all test suites matching db.test.',
      'Running 189 tests using 1 worker',
      '  181 passed (15.6m)',
      'Processed 798 files (9.8s) (1 warning)',
      'Seeded PostgreSQL (DATABASE_URL) (seed 20261121, scale 1) in 25.7 s.',
      'Real time: 99.1 s for 13400 events',
      'next 16.4.6: the newest patch of its line',
      'PASS a. a price change on A is on B at once (1.3 s): ₹4,300 → ₹4,190 through A',
      'cluster: 7 passed, 0 failed',
      'ci: 1703 passed, 0 failed, 12 skipped',
    ].join('\n');
    expect(foreignClosingLines(log)).toEqual([]);
  });
});
