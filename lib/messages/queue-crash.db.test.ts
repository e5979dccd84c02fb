import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, type Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { dueReminders } from './testing';

// The queue against real crashes: `npm run worker` processes, killed with SIGKILL,
// sending through an HTTP gateway that counts each message's idempotency key. On PGlite (a data
// folder of the test's) and, where TEST_DATABASE_URL is set (CI), on PostgreSQL with two workers.

jest.setTimeout(180_000);

interface Gateway {
  url: string;
  calls: Map<string, number>;
  close(): Promise<void>;
}

async function gateway(): Promise<Gateway> {
  const calls = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const key = String(req.headers['idempotency-key'] ?? 'none');
    calls.set(key, (calls.get(key) ?? 0) + 1);
    req.resume();
    req.on('end', () => res.writeHead(202).end('{}'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/sms`,
    calls,
    close: () => new Promise((r) => server.close(() => r())),
  };
}

function worker(env: Record<string, string>): { child: ChildProcess; ready: Promise<void> } {
  const child = spawn(
    process.execPath,
    ['--conditions=react-server', '--import', 'tsx', 'scripts/worker.ts'],
    {
      env: {
        PATH: process.env.PATH!,
        NODE_ENV: 'test',
        SMS_PROVIDER: 'http',
        SMS_GATEWAY_KEY: 'test-gateway-key',
        SMS_SENDER_ID: 'DGNBKS',
        JOBS_POLL_SECONDS: '0.5',
        MESSAGE_EXPIRE_SECONDS: '5',
        LOG_LEVEL: 'info',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const ready = new Promise<void>((resolve, reject) => {
    const look = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('worker ready')) resolve();
    };
    child.stdout!.on('data', look);
    child.stderr!.on('data', look);
    child.on('exit', (code) =>
      reject(new Error(`worker exited (${code}) before ready:\n${output}`)),
    );
  });
  return { child, ready };
}

const stopped = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, ms: number) {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await sleep(200);
}

async function statuses(db: Db): Promise<Record<string, number>> {
  const rows = rowsOf<{ status: string; attempts: number; n: number }>(
    await db.execute(
      sql`select status, attempts, count(*)::int as n from messages where kind = 'preparation' and status <> 'cancelled' group by 1, 2`,
    ),
  );
  return Object.fromEntries(rows.map((r) => [`${r.status}/${r.attempts}`, r.n]));
}

async function crashAndRestart(
  env: Record<string, string>,
  plan: () => Promise<string[]>,
  gw: Gateway,
) {
  const ids = await plan();
  const first = worker(env);
  await first.ready;
  // Killed before its jobs fall due: they are due while no worker runs.
  await stopped(first.child, 'SIGKILL');
  await sleep(4_000);
  const second = worker(env);
  await second.ready;
  await until(() => ids.every((id) => gw.calls.has(id)), 60_000);
  await sleep(2_000); // any second send would have come by now
  await stopped(second.child, 'SIGTERM');
  return ids;
}

describe('the message queue survives kill -9', () => {
  let gw: Gateway;
  beforeEach(async () => {
    gw = await gateway();
  });
  afterEach(async () => {
    await gw.close();
  });

  // One database per run: Jest's database tests run on PGlite here and on PostgreSQL where
  // TEST_DATABASE_URL names a server (CI's PostgreSQL run), so each case skips on the other.
  const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

  (onPostgres ? it.skip : it)(
    'on PGlite: jobs due while the worker was killed are sent once after the restart',
    async () => {
      const dir = await mkdtemp(path.join(os.tmpdir(), 'queue-crash-'));
      const config = {
        DATA_DIR: dir,
        DATABASE_REPLICA_URLS: [],
        DATABASE_POOL_MAX: 5,
        PGLITE_WORKER: false,
      };
      try {
        const env = { DATA_DIR: dir, SMS_GATEWAY_URL: gw.url };
        const ids = await crashAndRestart(
          env,
          async () => {
            const handle = await openDatabase(config);
            await handle.migrate();
            try {
              return await dueReminders(handle.primary, 10, new Date(Date.now() + 12_000));
            } finally {
              await handle.close();
            }
          },
          gw,
        );
        expect(ids.map((id) => gw.calls.get(id))).toEqual(ids.map(() => 1));
        const handle = await openDatabase(config);
        try {
          expect(await statuses(handle.primary)).toEqual({ 'sent/1': 10 });
        } finally {
          await handle.close();
        }
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    },
  );

  // Skipped on PGlite: its case is the one above, and two workers cannot share a PGlite folder.
  describe('on PostgreSQL', () => {
    let t: TestDb;
    beforeEach(async () => {
      if (onPostgres) t = await createTestDb();
    });
    afterEach(async () => {
      await t?.close();
    });

    (onPostgres ? it : it.skip)(
      'jobs due while the worker was killed are sent once after the restart',
      async () => {
        const env = {
          DATABASE_URL: t.url!,
          SMS_GATEWAY_URL: gw.url,
          STAFF_AUTH_SECRET: 'x'.repeat(40),
        };
        const ids = await crashAndRestart(
          env,
          () => dueReminders(t.primary, 10, new Date(Date.now() + 12_000)),
          gw,
        );
        expect(ids.map((id) => gw.calls.get(id))).toEqual(ids.map(() => 1));
        expect(await statuses(t.primary)).toEqual({ 'sent/1': 10 });
      },
    );

    (onPostgres ? it : it.skip)('with two workers each due job is sent exactly once', async () => {
      const env = {
        DATABASE_URL: t.url!,
        SMS_GATEWAY_URL: gw.url,
        STAFF_AUTH_SECRET: 'x'.repeat(40),
      };
      const ids = await dueReminders(t.primary, 40, new Date(Date.now() + 8_000));
      const a = worker(env);
      const b = worker(env);
      await Promise.all([a.ready, b.ready]);
      await until(() => ids.every((id) => gw.calls.has(id)), 60_000);
      await sleep(2_000);
      await Promise.all([stopped(a.child, 'SIGTERM'), stopped(b.child, 'SIGTERM')]);
      expect(ids.map((id) => gw.calls.get(id))).toEqual(ids.map(() => 1));
      expect(await statuses(t.primary)).toEqual({ 'sent/1': 40 });
    });
  });
});
