// A read replica that lags, for tests of read-your-writes on the embedded database: a copy of
// the PGlite primary frozen when it is taken (refresh() takes a new one), routed by drizzle's
// withReplicas exactly as DATABASE_REPLICA_URLS is. A read sent to it after a write does not see
// that write, as on a replica that is behind.
import { withReplicas } from 'drizzle-orm/pg-core';
import { drizzle } from 'drizzle-orm/pglite';
import type { PGlite } from '@electric-sql/pglite';
import type { Db } from '@/lib/db/connect';
import * as schema from '@/lib/db/schema';
import type { TestDb } from '@/lib/db/testing';

export interface LaggingReplica {
  /** Selects go to the frozen copy, writes and transactions to the primary. */
  routed: Db;
  /** Catches the copy up with the primary as it is now. */
  refresh(): Promise<void>;
  close(): Promise<void>;
}

export async function laggingReplica(primary: TestDb): Promise<LaggingReplica> {
  if (!primary.pglite) throw new Error('a lagging replica copies a PGlite primary');
  const source = primary.pglite;
  // clone() is typed as the interface; it is a whole PGlite.
  let copy = (await source.clone()) as PGlite;
  const replica = {} as { db: Db };
  const route = () => {
    replica.db = drizzle({ client: copy, schema }) as unknown as Db;
    return withReplicas(primary.primary, [replica.db]) as unknown as Db;
  };
  const state: LaggingReplica = {
    routed: route(),
    async refresh() {
      const old = copy;
      copy = (await source.clone()) as PGlite;
      state.routed = route();
      await old.close();
    },
    close: () => copy.close(),
  };
  return state;
}
