import PgBoss from 'pg-boss';
import type { DbHandle } from '@/lib/db/connect';
import { logger } from '@/lib/log';

// The durable job queue: pg-boss, on the app's own database. Its jobs are rows of
// the `pgboss` schema, so they survive a crash of any server; a job is fetched with
// `FOR UPDATE SKIP LOCKED`, so with many servers each runs once. On the embedded database the
// same library runs on PGlite through the handle's plain-SQL door (lib/db/connect.ts): the same
// queue, in the same data folder, surviving a restart the same way.

export const QUEUE_SCHEMA = 'pgboss';

export interface QueueSettings {
  /** Whether this process runs the queue's upkeep (expiring dead sends, the clock of schedules). */
  supervise: boolean;
}

export async function openQueue(handle: DbHandle, settings: QueueSettings): Promise<PgBoss> {
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => handle.executeSql(text, values) },
    schema: QUEUE_SCHEMA,
    supervise: settings.supervise,
    schedule: settings.supervise,
    // A send whose server died is noticed within this: the queue's expiry is short (lib/messages).
    maintenanceIntervalSeconds: 30,
  });
  boss.on('error', (error) => logger.error({ err: error }, 'job queue error'));
  await boss.start();
  return boss;
}

/**
 * Creates the queue if missing and applies the settings of this deployment to it. On
 * PostgreSQL under a session advisory lock: pg-boss creates a queue's partition table in the
 * same statement, and two servers starting together on a new database deadlock there.
 */
export async function ensureQueue(
  handle: DbHandle,
  boss: PgBoss,
  name: string,
  options: Omit<PgBoss.Queue, 'name'>,
): Promise<void> {
  const apply = async () => {
    await boss.createQueue(name, { name, ...options });
    await boss.updateQueue(name, { name, ...options });
  };
  if (!handle.pool) return apply();
  const client = await handle.pool.connect();
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [CREATE_LOCK]);
    try {
      await apply();
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [CREATE_LOCK]);
    }
  } finally {
    client.release();
  }
}

const CREATE_LOCK = `${QUEUE_SCHEMA}.create_queue`;
