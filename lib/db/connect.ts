// Opens the database the environment asks for. This is the only file that knows
// whether PGlite or PostgreSQL runs; everything else receives a `Db`.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { withReplicas, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool } from 'pg';
import type { Env } from '@/lib/env/schema';
import { migratePgliteClient, migratePostgresPool } from './migrate';
import { PGliteThread } from './pglite-thread';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface DbHandle {
  db: Db;
  /** The primary alone, for reads that must see a write just made (staff sessions). */
  primary: Db;
  kind: 'pglite' | 'postgres';
  /** The primary's pool on PostgreSQL (for stores that talk to it directly, e.g. rate limits). */
  pool?: Pool;
  /**
   * Plain SQL on the primary, for libraries that bring their own statements (the job queue,
   * lib/jobs). Without values the text may hold several statements.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Applies the committed SQL migrations not yet applied (a no-op when up to date). */
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export type DbConfig = Pick<
  Env,
  'DATA_DIR' | 'DATABASE_URL' | 'DATABASE_REPLICA_URLS' | 'DATABASE_POOL_MAX'
> &
  Partial<Pick<Env, 'PGLITE_WORKER'>>;

/**
 * The contrib extensions the migrations create (pg_trgm: test search). PGlite bundles them
 * separately and loads only those named when it opens, so every PGlite is opened with these.
 */
export const PGLITE_EXTENSIONS = { pg_trgm };

export class BuildTimeDatabaseError extends Error {
  constructor() {
    super('The database must not be opened during `next build`; render the page on demand.');
  }
}

function assertNotBuilding(): void {
  if (process.env.NEXT_PHASE === 'phase-production-build') throw new BuildTimeDatabaseError();
}

export async function openDatabase(config: DbConfig): Promise<DbHandle> {
  assertNotBuilding();
  if (config.DATABASE_URL) return openPostgres(config.DATABASE_URL, config);
  if (config.PGLITE_WORKER) return openPgliteThread(config.DATA_DIR);
  return openPglite(config.DATA_DIR);
}

/** PGlite on its own thread (lib/db/pglite-thread.ts), for a server that also renders pages. */
export async function openPgliteThread(dataDir: string): Promise<DbHandle> {
  const dir = path.resolve(dataDir);
  await mkdir(path.dirname(dir), { recursive: true });
  const thread = await PGliteThread.open(dir);
  return wrapPglite(thread.asPGlite());
}

export async function openPglite(dataDir: string | null): Promise<DbHandle> {
  let client: PGlite;
  if (dataDir === null) {
    client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  } else {
    const dir = path.resolve(dataDir);
    // PGlite fails with ENOENT when the parent of its folder is missing.
    await mkdir(path.dirname(dir), { recursive: true });
    client = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
  }
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): DbHandle {
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  return {
    db,
    primary: db,
    kind: 'pglite',
    executeSql: async (text, values) => {
      if (values && values.length > 0) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    migrate: () => migratePgliteClient(client),
    close: () => client.close(),
  };
}

function newPool(url: string, max: number): Pool {
  const pool = new Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000 });
  // A dropped idle connection (server restart) must not crash the process.
  pool.on('error', () => undefined);
  return pool;
}

async function openPostgres(url: string, config: DbConfig): Promise<DbHandle> {
  const primaryPool = newPool(url, config.DATABASE_POOL_MAX);
  const primary = drizzlePg({ client: primaryPool, schema }) as unknown as Db;
  const replicaPools = config.DATABASE_REPLICA_URLS.map((u) =>
    newPool(u, config.DATABASE_POOL_MAX),
  );
  const replicas = replicaPools.map((p) => drizzlePg({ client: p, schema }) as unknown as Db);
  const [first, ...rest] = replicas;
  const db = first ? (withReplicas(primary, [first, ...rest]) as unknown as Db) : primary;
  return {
    db,
    primary,
    kind: 'postgres',
    pool: primaryPool,
    executeSql: (text, values) => primaryPool.query(text, values),
    migrate: () => migratePostgresPool(primaryPool),
    close: async () => {
      await Promise.all([primaryPool.end(), ...replicaPools.map((p) => p.end())]);
    },
  };
}
