// The databases the bench runs on: the embedded PGlite of a data folder, or a PostgreSQL 15
// (a throw-away one from scripts/with-postgres.sh, or the one DATABASE_URL names). Each is
// migrated and seeded by the project's own scripts, and opened by lib/db/connect like the app.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { cp, rm } from 'node:fs/promises';
import { Client } from 'pg';
import { openDatabase, type DbHandle } from '@/lib/db/connect';
import { parseEnv } from '@/lib/env/schema';
import { rowsOf } from '@/lib/db/rows';
import { sql } from 'drizzle-orm';
import { parentOf } from './server';

export type DbKind = 'pglite' | 'postgres';

export const DB_LABELS: Record<DbKind, string> = { pglite: 'PGlite', postgres: 'PostgreSQL' };

/**
 * The variables that choose where a server keeps things: none may leak from one kind to the
 * other. Redis is left out as well: the bench measures each database alone, and two servers
 * on one REDIS_URL would share Next's cache.
 */
const STORE_VARS = [
  'DATA_DIR',
  'DATABASE_URL',
  'DATABASE_REPLICA_URLS',
  'STAFF_AUTH_SECRET',
  'REDIS_URL',
];

export interface BenchDatabase {
  kind: DbKind;
  /** What chooses this database, for the seed scripts and the server. */
  env: Record<string, string>;
  open(): Promise<DbHandle>;
}

/**
 * The variables of this database for a child process, the other kind's unset (Node leaves an
 * undefined variable out). Inside with-postgres.sh the bench's own environment holds a
 * PostgreSQL's; a PGlite server given them would quietly run on PostgreSQL.
 */
export function databaseEnv(db: Pick<BenchDatabase, 'env'>): Record<string, string | undefined> {
  return { ...Object.fromEntries(STORE_VARS.map((name) => [name, undefined])), ...db.env };
}

function open(db: Omit<BenchDatabase, 'open'>): BenchDatabase {
  return { ...db, open: () => openDatabase(parseEnv(db.env)) };
}

export function pgliteDatabase(dataDir: string): BenchDatabase {
  return open({ kind: 'pglite', env: { DATA_DIR: dataDir } });
}

/**
 * A PGlite of this run's own, copied from a seeded template (`<dataDir>-seeded`, migrated and
 * seeded by `prepare`): every run starts from the same rows, as the PostgreSQL side does. A
 * folder kept from run to run grew by each run's leads and bookings, and the figures with it.
 */
export async function freshPgliteDatabase(dataDir: string, scale: number): Promise<BenchDatabase> {
  const template = `${dataDir}-seeded`;
  prepare(pgliteDatabase(template), scale);
  await rm(dataDir, { recursive: true, force: true });
  await cp(template, dataDir, { recursive: true });
  return pgliteDatabase(dataDir);
}

/**
 * The PostgreSQL to run on: DATABASE_URL as given, or a new database on the throw-away
 * server of with-postgres.sh (TEST_DATABASE_URL), created afresh so every run seeds the same.
 */
export async function postgresDatabase(scale: number): Promise<BenchDatabase> {
  // Servers on PostgreSQL must share a staff secret (lib/env/schema.ts); with-postgres.sh
  // exports one, an operator's own DATABASE_URL may come without.
  const secret = process.env.STAFF_AUTH_SECRET ?? randomBytes(32).toString('base64');
  if (process.env.DATABASE_URL) {
    return open({
      kind: 'postgres',
      env: { DATABASE_URL: process.env.DATABASE_URL, STAFF_AUTH_SECRET: secret },
    });
  }
  const admin = process.env.TEST_DATABASE_URL;
  if (!admin) throw new Error('no PostgreSQL: run through scripts/with-postgres.sh');
  const name = `storefront_bench_x${String(scale).replace(/\W/g, '_')}`;
  const client = new Client({ connectionString: admin });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return open({
    kind: 'postgres',
    env: { DATABASE_URL: url.toString(), STAFF_AUTH_SECRET: secret },
  });
}

/** Migrates and seeds through the deployment's own steps (npm run db:migrate, db:seed). */
export function prepare(db: BenchDatabase, scale: number): void {
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...databaseEnv(db) };
  execFileSync('npm', ['run', '--silent', 'db:migrate'], { stdio: 'inherit', env });
  execFileSync('npm', ['run', '--silent', 'db:seed', '--', '--scale', String(scale)], {
    stdio: 'inherit',
    env,
  });
}

/** What the PostgreSQL server runs with, for the report (durability changes what a commit costs). */
export async function postgresSettings(db: BenchDatabase): Promise<Record<string, string>> {
  const handle = await db.open();
  try {
    const rows = rowsOf<{ name: string; setting: string }>(
      await handle.db.execute(sql`
        select name, setting from pg_settings
        where name in ('server_version', 'fsync', 'synchronous_commit', 'max_connections', 'shared_buffers')
        order by name`),
    );
    return Object.fromEntries(rows.map((r) => [r.name, r.setting]));
  } finally {
    await handle.close();
  }
}

/**
 * The postmaster of a PostgreSQL on this machine (its backends are its children), to report
 * the database's own CPU per request; null for a server elsewhere.
 */
export async function postmasterPid(db: BenchDatabase): Promise<number | null> {
  const handle = await db.open();
  try {
    const [row] = rowsOf<{ pid: number }>(
      await handle.db.execute(sql`select pg_backend_pid() as pid`),
    );
    const pid = Number(row!.pid);
    let comm = '';
    try {
      comm = readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
    } catch {
      return null; // not a process of this machine
    }
    return comm === 'postgres' ? parentOf(pid) : null;
  } finally {
    await handle.close();
  }
}
