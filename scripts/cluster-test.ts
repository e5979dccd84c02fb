// The cluster test (run by .ci/run): against the cluster of `scripts/cluster.sh up`
// (two app servers behind nginx, a PostgreSQL primary and a replica kept behind by
// CLUSTER_REPLICA_DELAY, Redis), each point of "many servers, one truth" as a scenario with
// real assertions, checked against the primary. One line per scenario with its figures; the
// exit code is non-zero when any fails.
//
//   npx tsx scripts/cluster-test.ts          every scenario, in order
//   npx tsx scripts/cluster-test.ts c d      only these
//
// The scenarios change the cluster on purpose (a price, bookings, an app server killed and
// started again, the primary stopped and started): run them on a throw-away cluster.
import { randomBytes } from 'node:crypto';
import { clearRateLimits, openDatabases, phoneMaker } from './cluster/db';
import { loadClusterEnv } from './cluster/env';
import { call } from './cluster/http';
import { Failure, loadCatalogue, type Context } from './cluster/context';
import {
  bookingsWhileReplicaLags,
  lastPlaceRace,
  loginAcrossServers,
  priceChange,
} from './cluster/consistency';
import { drainOnSigterm, killUnderLeads, readinessFollowsPrimary } from './cluster/faults';

const SCENARIOS: { id: string; name: string; run: (ctx: Context) => Promise<string> }[] = [
  { id: 'a', name: 'a price change on A is on B at once', run: priceChange },
  { id: 'b', name: 'a login on A works on B, a logout on B ends it on A', run: loginAcrossServers },
  { id: 'c', name: '20 bookings while the replica lags', run: bookingsWhileReplicaLags },
  { id: 'd', name: 'the last place, 50 at once, 10 times', run: lastPlaceRace },
  { id: 'e', name: 'kill -9 of A under call-me posts', run: killUnderLeads },
  { id: 'f', name: 'SIGTERM under keep-alive load', run: drainOnSigterm },
  { id: 'g', name: 'readiness follows the primary', run: readinessFollowsPrimary },
];

async function main(): Promise<number> {
  const env = loadClusterEnv();
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((w) => !SCENARIOS.some((s) => s.id === w));
  if (unknown.length > 0) throw new Error(`no scenario ${unknown.join(', ')} (a to g)`);
  for (const [name, url] of [
    ['A', env.APP_A_URL],
    ['B', env.APP_B_URL],
    ['nginx', env.CLUSTER_URL],
  ]) {
    const health = await call(url!, '/api/health/').catch(() => null);
    if (health?.status !== 200) throw new Error(`${name} (${url}) does not answer /api/health/`);
  }
  const dbs = openDatabases(env);
  let passed = 0;
  let failed = 0;
  try {
    const ctx: Context = {
      env,
      dbs,
      runId: randomBytes(4).toString('hex'),
      phone: phoneMaker(),
      catalogue: await loadCatalogue(env.APP_A_URL),
    };
    console.log(
      `cluster test ${ctx.runId}: nginx ${env.CLUSTER_URL}, A ${env.APP_A_URL}, B ${env.APP_B_URL}, replica delay ${env.CLUSTER_REPLICA_DELAY}`,
    );
    for (const scenario of SCENARIOS) {
      if (wanted.length > 0 && !wanted.includes(scenario.id)) continue;
      await clearRateLimits(dbs);
      const started = performance.now();
      const took = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
      try {
        const figures = await scenario.run(ctx);
        passed++;
        console.log(`PASS ${scenario.id}. ${scenario.name} (${took()}): ${figures}`);
      } catch (error) {
        failed++;
        const message =
          error instanceof Failure
            ? error.message
            : `${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
        console.log(`FAIL ${scenario.id}. ${scenario.name} (${took()}): ${message}`);
      }
    }
  } finally {
    await dbs.close();
  }
  console.log(`cluster: ${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
