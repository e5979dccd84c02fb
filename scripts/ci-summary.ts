// npx tsx scripts/ci-summary.ts LOG: the closing line of a CI run (.ci/run), counted from the
// summaries its test runners printed into LOG: Jest's "Tests:" lines, Playwright's totals and
// the cluster test's line. CI reads this plain line, and any line shaped like a listed runner's
// closing line, for what a run executed; the last step's own line (the cluster test's) counts
// only its seven scenarios, and a look-alike line (FOREIGN, below) fails the run.
import { readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const JEST = /^Tests:\s+(.*)\btotal$/;
const PLAYWRIGHT = /^\s+(\d+) (passed|failed|flaky|skipped|did not run)(?: \([^)]*\))?$/;
const CLUSTER = /^cluster: (\d+) passed, (\d+) failed$/;

// The closing lines of other languages' test runners, whose shape CI also reads for what a run
// executed: one of our own lines in such a shape (a simulator's '13400 events in 99.1 s' reads
// as pytest's '2 passed in 0.1s' with no test in it) makes a green run count as one that ran no
// test, so the run fails on it instead.
const FOREIGN: [runner: string, shape: RegExp][] = [
  ['pytest', /^=*\s*(no tests ran|\d+ [a-z]+(, \d+ [a-z]+)*) in [\d.]+ ?s\b/],
  ['go test', /^(ok|FAIL|\?)\s{2,}\S+|^(PASS|FAIL)$|\[no test files\]/],
  ['gotestsum', /^DONE \d+ tests?/],
  ['cargo test', /^test result: |^running \d+ tests?$/],
  ['nextest', /^\s*Summary \[.*\] \d+ tests? run/],
  ["node's test runner", /^[ℹ#] (tests|suites|pass|fail|cancelled|skipped|todo) \d+$/],
  ['Maven Surefire', /Tests run: \d+, Failures: \d+/],
  ['ctest', /tests passed, \d+ tests failed out of \d+|No tests were found/],
  ['prove', /^Files=\d+, Tests=\d+|^Result: (PASS|FAIL|NOTESTS)/],
  ['RSpec', /^\d+ examples?, \d+ failures?/],
  ['minitest', /^\d+ runs, \d+ assertions/],
  ['EUnit', /All \d+ tests passed|There were no tests to run/],
  ['ExUnit', /^\d+ (tests?|doctests?|propert(y|ies)), \d+ failures?/],
  ['cabal', /\d+ of \d+ test suites/],
  ['OUnit', /^Ran: \d+ tests? in:/],
  ['PHPUnit', /^OK \(\d+ tests?|No tests executed|^Tests: \d+, Assertions: /],
  ['Criterion', /Synthesis: Tested: \d+/],
  ['cmocka', /\d+ test\(s\)/],
  ['Check', /\d+%: Checks: \d+/],
  ['swift test', /^Executed \d+ tests?|Test run with \d+ tests?/],
];

/** Lines of the log shaped like another runner's closing line, each with that runner's name. */
export function foreignClosingLines(log: string): { line: string; runner: string }[] {
  return log.split('\n').flatMap((line) => {
    const found = FOREIGN.find(([, shape]) => shape.test(line));
    return found ? [{ line, runner: found[0] }] : [];
  });
}

export function summarize(log: string): Counts {
  const counts: Counts = { passed: 0, failed: 0, skipped: 0 };
  const add = (n: number, kind: string) => {
    if (kind === 'passed' || kind === 'flaky') counts.passed += n;
    else if (kind === 'failed') counts.failed += n;
    else if (kind === 'skipped' || kind === 'todo' || kind === 'did not run') counts.skipped += n;
  };
  for (const line of log.split('\n')) {
    const jest = JEST.exec(line);
    if (jest) {
      for (const [, n, kind] of jest[1]!.matchAll(/(\d+) (passed|failed|skipped|todo)/g)) {
        add(Number(n), kind!);
      }
      continue;
    }
    const playwright = PLAYWRIGHT.exec(line);
    if (playwright) {
      add(Number(playwright[1]), playwright[2]!);
      continue;
    }
    const cluster = CLUSTER.exec(line);
    if (cluster) {
      add(Number(cluster[1]), 'passed');
      add(Number(cluster[2]), 'failed');
    }
  }
  return counts;
}

if (process.argv[1]?.endsWith('ci-summary.ts')) {
  const log = readFileSync(process.argv[2]!, 'utf8');
  const foreign = foreignClosingLines(log);
  for (const { line, runner } of foreign) {
    console.error(`A line shaped like ${runner}'s closing line, which CI would read: ${line}`);
  }
  const { passed, failed, skipped } = summarize(log);
  console.log(`ci: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  if (passed === 0 || failed > 0 || foreign.length > 0) process.exitCode = 1;
}
