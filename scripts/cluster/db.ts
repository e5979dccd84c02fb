// The test's own view of the databases: the primary (the truth every assertion is checked
// against) and the replica (only to wait for it), and patients made the way a login makes them.
import { getTableName, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import { createSession } from '@/lib/accounts/session';
import { sessionCookieName } from '@/lib/cookies/policy';
import type { Db } from '@/lib/db/connect';
import * as schema from '@/lib/db/schema';
import type { ClusterEnv } from './env';

export interface Databases {
  primary: Pool;
  replica: Pool;
  /** Drizzle on the primary, for the project's own session function. */
  db: Db;
  close(): Promise<void>;
}

export function openDatabases(env: ClusterEnv): Databases {
  const newPool = (url: string) => {
    const pool = new Pool({ connectionString: url, max: 4, connectionTimeoutMillis: 5_000 });
    // The primary is stopped on purpose by the readiness scenario.
    pool.on('error', () => undefined);
    return pool;
  };
  const primary = newPool(env.PRIMARY_URL);
  const replica = newPool(env.REPLICA_URL);
  return {
    primary,
    replica,
    db: drizzle({ client: primary, schema }) as unknown as Db,
    close: async () => {
      await Promise.all([primary.end(), replica.end()]);
    },
  };
}

/**
 * Every request through nginx comes from 127.0.0.1, and so does every request the test sends
 * to a server directly: the per-address limits (lib/ratelimit, kept in this table on the
 * primary) would otherwise let one scenario's requests refuse the next one's. Emptying the
 * table between scenarios (and between rounds of one) resets them; the limits themselves are
 * left as they are, and a spoofed X-Forwarded-For still counts for nothing behind nginx.
 */
export async function clearRateLimits(dbs: Databases): Promise<void> {
  await dbs.primary.query(`delete from ${getTableName(schema.rateLimits)}`);
}

/** Waits until the replica has applied everything the primary had written when called. */
export async function replicaCaughtUp(dbs: Databases, limitMs = 30_000): Promise<number> {
  const started = Date.now();
  const { rows } = await dbs.primary.query<{ lsn: string }>('select pg_current_wal_lsn() as lsn');
  const lsn = rows[0]!.lsn;
  for (;;) {
    const r = await dbs.replica.query<{ ok: boolean }>(
      'select pg_last_wal_replay_lsn() >= $1::pg_lsn as ok',
      [lsn],
    );
    if (r.rows[0]?.ok) return Date.now() - started;
    if (Date.now() - started > limitMs) throw new Error(`the replica did not reach ${lsn}`);
    await new Promise((res) => setTimeout(res, 50));
  }
}

export interface Patient {
  phone: string;
  userId: number;
  /** `name=value`, as a browser sends it to a production server. */
  cookie: string;
}

/**
 * Patients logged in without a code: the user row a login creates and a session from the
 * project's own session function, on the primary. For scenarios about something else than
 * login, where hundreds of one-time codes would only cost time.
 */
export async function makePatients(dbs: Databases, phones: string[]): Promise<Patient[]> {
  const patients: Patient[] = [];
  const name = sessionCookieName(true); // the app servers run NODE_ENV=production
  for (const phone of phones) {
    const [user] = await dbs.db
      .insert(schema.users)
      .values({ phone })
      .onConflictDoUpdate({ target: schema.users.phone, set: { phone: sql`excluded.phone` } })
      .returning({ id: schema.users.id });
    const { token } = await createSession(dbs.db, user!.id);
    patients.push({ phone, userId: user!.id, cookie: `${name}=${token}` });
  }
  return patients;
}

/** Mobile numbers of this run: its own first digits, so a second run never meets the first's. */
export function phoneMaker(): () => string {
  const base = (Math.floor(Date.now() / 1000) % 100_000) * 1_000;
  let n = 0;
  return () => {
    if (n >= 1_000) throw new Error('more than 1,000 numbers in one run');
    return `8${String(base + n++)
      .padStart(9, '0')
      .slice(-9)}`;
  };
}
