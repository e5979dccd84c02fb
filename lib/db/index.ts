import '@/lib/server-api/server-only';
import { sql } from 'drizzle-orm';
import { env } from '@/lib/env';
import { onShutdown } from '@/lib/server-process/shutdown-hooks';
import { openDatabase, type Db, type DbHandle } from './connect';
import { assertSchemaCurrent } from './schema-version';

export type { Db } from './connect';

// One database per server process: PGlite is single-process, and pg pools are meant to be shared.
const holder = globalThis as typeof globalThis & { __storefrontDb?: Promise<DbHandle> };

async function open(): Promise<DbHandle> {
  const handle = await openDatabase(env());
  try {
    // The embedded database migrates itself; on PostgreSQL migrating is the deployment's step
    // (`npm run db:migrate`), and a server refuses a schema other than its own.
    if (handle.kind === 'pglite') await handle.migrate();
    else await assertSchemaCurrent(handle);
  } catch (error) {
    await handle.close().catch(() => undefined);
    throw error;
  }
  onShutdown('database', () => handle.close());
  return handle;
}

export async function getDbHandle(): Promise<DbHandle> {
  if (!holder.__storefrontDb) {
    const opening = open();
    holder.__storefrontDb = opening;
    // A failed open must not stay cached: the next request tries again.
    opening.catch(() => {
      if (holder.__storefrontDb === opening) holder.__storefrontDb = undefined;
    });
  }
  return holder.__storefrontDb;
}

/**
 * The primary: the default for every read. A read decides or reports a write (a booking read
 * back, a session, an Idempotency-Key replay), or fills a cache that outlives the request (a
 * cache filled from a replica just after an invalidation would keep the old figures for its
 * whole life), or is personal and small. Only plain catalogue reads choose `getReplicaDb`.
 */
export async function getDb(): Promise<Db> {
  return (await getDbHandle()).primary;
}

/**
 * The read replicas (the primary when there are none) for catalogue reads that are neither
 * cached nor the result of this visitor's own write. `pinned` (a write by this browser moments
 * ago, lib/server-api/read-your-writes.ts) sends them to the primary too.
 */
export async function getReplicaDb(pinned = false): Promise<Db> {
  const handle = await getDbHandle();
  return pinned ? handle.primary : handle.db;
}

/** Whether this process's database answers a statement: the readiness probe (/api/health/ready/). */
export async function pingDatabase(): Promise<void> {
  await (await getDb()).execute(sql`select 1`);
}
