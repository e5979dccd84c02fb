// npx tsx scripts/ci-summary.ts LOG: the closing line of a CI run (.ci/run), counted from the
// summaries its test runners printed into LOG: Jest's "Tests:" lines, Playwright's totals and
// the cluster test's line. CI reads a run's last line for what it ran; the last step's own
// line (the cluster test's) counts only its seven scenarios.
import { readFileSync } from 'node:fs';

export interface Counts {
  passed: number;
  failed: number;
  skipped: number;
}

const JEST = /^Tests:\s+(.*)\btotal$/;
const PLAYWRIGHT = /^\s+(\d+) (passed|failed|flaky|skipped|did not run)(?: \([^)]*\))?$/;
const CLUSTER = /^cluster: (\d+) passed, (\d+) failed$/;

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
  const { passed, failed, skipped } = summarize(readFileSync(process.argv[2]!, 'utf8'));
  console.log(`ci: ${passed} passed, ${failed} failed, ${skipped} skipped`);
  if (passed === 0 || failed > 0) process.exitCode = 1;
}
