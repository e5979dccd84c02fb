// The fault test (run by .ci/run inside scripts/with-postgres.sh): call-me leads are posted at a
// steady rate for 30 s while the PostgreSQL server is killed (kill -9) at second 10 and started
// again at second 15. Every success must have its row, every failure must be a 503 in the
// shared error shape, and the app must serve again after the restart without being restarted.
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { apiError } from '@/lib/testing/api-error';
import { startServer } from './bench/server';

const need = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run me through scripts/with-postgres.sh`);
  return value;
};
const ADMIN = need('TEST_DATABASE_URL');
const PG_BIN = need('PG_BIN');
const DATA = need('PG_TEST_DATA');
const PORT = need('PG_TEST_PORT');
const SOCKETS = need('PG_TEST_SOCKET_DIR');
const RUN_AS = process.env.PG_RUN_AS ?? '';

const SECONDS = 30;
const KILL_AT = 10_000;
const RESTART_AT = 15_000;
const EVERY_MS = 50; // 20 leads a second

const asPostgres = (cmd: string, args: string[]) =>
  RUN_AS ? (['runuser', ['-u', RUN_AS, '--', cmd, ...args]] as const) : ([cmd, args] as const);

function killServer() {
  const pid = Number(readFileSync(`${DATA}/postmaster.pid`, 'utf8').split('\n')[0]);
  process.kill(pid, 'SIGKILL');
  console.log(`t=${KILL_AT / 1000}s: PostgreSQL (pid ${pid}) killed with SIGKILL`);
}

/** Asynchronous, so the steady stream of requests goes on while PostgreSQL starts. */
function startPostgres() {
  const [cmd, args] = asPostgres(`${PG_BIN}/pg_ctl`, [
    '-D',
    DATA,
    '-l',
    `${SOCKETS}/server.log`,
    '-w',
    '-t',
    '30',
    '-o',
    `-h 127.0.0.1 -p ${PORT} -k ${SOCKETS} -c max_connections=300 -c fsync=off`,
    'start',
  ]);
  restarting = new Promise<void>((resolve, reject) =>
    execFile(cmd, [...args], (error) => {
      if (error) reject(new Error(`PostgreSQL did not start again: ${error.message}`));
      else {
        console.log(`t=${((Date.now() - startedAt) / 1000).toFixed(1)}s: PostgreSQL started again`);
        resolve();
      }
    }),
  );
}

let restarting: Promise<void> = Promise.resolve();
let startedAt = 0;

interface Outcome {
  phone: string;
  sentAt: number;
  status: number | 'no answer';
  body: unknown;
}

async function main() {
  const admin = new Client({ connectionString: ADMIN });
  await admin.connect();
  await admin.query('drop database if exists faulttest');
  await admin.query('create database faulttest');
  await admin.end();
  const databaseUrl = `${ADMIN.replace(/\/[^/]*$/, '')}/faulttest`;
  execFileSync('npx', ['tsx', 'scripts/db-migrate.ts'], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });

  const server = await startServer({ DATABASE_URL: databaseUrl, LOG_LEVEL: 'error' });
  const outcomes: Outcome[] = [];
  const started = Date.now();
  startedAt = started;
  const timers = [setTimeout(killServer, KILL_AT), setTimeout(startPostgres, RESTART_AT)];
  const inFlight: Promise<void>[] = [];
  try {
    for (let i = 0; Date.now() - started < SECONDS * 1000; i++) {
      const phone = `9${String(700_000_000 + i).padStart(9, '0')}`;
      const sentAt = Date.now() - started;
      inFlight.push(
        fetch(`${server.baseUrl}/api/aggregator/call_me/`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': `198.19.${i >> 8}.${i & 255}`,
          },
          body: JSON.stringify({ call_me_number: phone, source: '/fault-test/' }),
          signal: AbortSignal.timeout(20_000),
        }).then(
          async (res) =>
            void outcomes.push({
              phone,
              sentAt,
              status: res.status,
              body: await res.json().catch(() => null),
            }),
          () => void outcomes.push({ phone, sentAt, status: 'no answer', body: null }),
        ),
      );
      await new Promise((r) => setTimeout(r, EVERY_MS));
    }
    await Promise.all(inFlight);
    await restarting;
  } finally {
    timers.forEach(clearTimeout);
    await server.stop();
  }

  const db = new Client({ connectionString: databaseUrl });
  await db.connect();
  const stored = new Set(
    (
      await db.query<{ phone: string }>("select phone from leads where source = '/fault-test/'")
    ).rows.map((r) => r.phone),
  );
  await db.end();

  const ok = outcomes.filter((o) => o.status === 200);
  const failed = outcomes.filter((o) => o.status !== 200);
  const problems: string[] = [];
  for (const o of ok)
    if (!stored.has(o.phone)) problems.push(`${o.phone}: answered 200 but has no row`);
  for (const o of failed) {
    const shape = apiError.safeParse(o.body);
    if (o.status !== 503 || !shape.success || shape.data.sub_code !== 'database_unavailable') {
      problems.push(`${o.phone} at ${o.sentAt} ms: answered ${o.status} ${JSON.stringify(o.body)}`);
    }
  }
  const afterRestart = ok.filter((o) => o.sentAt > RESTART_AT + 2_000).length;
  if (failed.length === 0) problems.push('no request failed: the outage was not exercised');
  if (afterRestart === 0) problems.push('nothing succeeded after the restart');

  console.log(
    `${outcomes.length} leads posted: ${ok.length} stored (200), ${failed.length} refused (503), ${afterRestart} succeeded after the restart`,
  );
  if (problems.length > 0) {
    console.error(problems.slice(0, 20).join('\n'));
    process.exit(1);
  }
  console.log('fault test: passed');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
