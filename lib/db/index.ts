import 'server-only';
import { env } from '@/lib/env';
import { openDatabase, type Db, type DbHandle } from './connect';

export type { Db } from './connect';

// One database per server process: PGlite is single-process, and pg pools are meant to be shared.
const holder = globalThis as typeof globalThis & { __storefrontDb?: Promise<DbHandle> };

async function open(): Promise<DbHandle> {
  const handle = await openDatabase(env());
  await handle.migrate();
  return handle;
}

/** The process-wide database, opened and migrated on first use. */
export async function getDb(): Promise<Db> {
  return (await getDbHandle()).db;
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
