// The shared table's counters (RateLimiterPostgres's rows: key, points, expire in epoch ms)
// spent inside a larger statement: a booking on PostgreSQL spent its two in two statements of
// their own beside the session's, each a round trip and a commit that waited for its WAL flush
// (npm run bench). Same rows, same arithmetic as the library's upsert, so its
// limiters and these count together.
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { rateLimits } from '@/lib/db/schema';
import { HttpError } from '@/lib/server-api/errors';

export interface Policy {
  keyPrefix: string;
  points: number;
  duration: number;
}

/** Keys name numbers and addresses: the shared table holds their hash, never them. */
export function hashedKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/** The row's key, as the library writes it for a limiter of `policy`. */
export function storedKey(policy: Policy, key: string): string {
  return `${policy.keyPrefix}:${hashedKey(key)}`;
}

/** 429 with Retry-After, in the shared error shape. */
export function tooManyRequests(msBeforeNext: number): HttpError {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new HttpError(
    429,
    'rate_limited',
    `Too many requests. Please try again in ${seconds < 90 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`}.`,
    { retry_after_seconds: seconds },
    { 'Retry-After': String(seconds) },
  );
}

/**
 * One point of a counter spent, as a statement's CTE returning the points spent in the window
 * and its end: the row's key in placeholder `<name>Key`, its window's end if it starts now in
 * `<name>Expire`, and the time in `nowMs`. With `when`, the point is spent only if it holds.
 */
export function spendCte(db: Db, name: string, when?: SQL) {
  const key = sql.placeholder(`${name}Key`);
  const expire = sql`${sql.placeholder(`${name}Expire`)}::bigint`;
  const now = sql`${sql.placeholder('nowMs')}::bigint`;
  const stale = sql`${rateLimits}.expire <= ${now}`;
  const row = when
    ? sql`select ${key}::varchar, 1, ${expire} where ${when}`
    : sql`values (${key}::varchar, 1, ${expire})`;
  return db.$with(name, { points: sql<number>`points`, expire: sql<string>`expire` }).as(
    sql`insert into ${rateLimits} (key, points, expire) ${row}
      on conflict (key) do update set
        points = case when ${stale} then 1 else ${rateLimits}.points + 1 end,
        expire = case when ${stale} then excluded.expire else ${rateLimits}.expire end
      returning points, expire`,
  );
}

/** The values of spendCte's placeholders for one counter. */
export function spendParams(name: string, policy: Policy, key: string, nowMs: number) {
  return {
    [`${name}Key`]: storedKey(policy, key),
    [`${name}Expire`]: nowMs + policy.duration * 1000,
  };
}

/** The refusal of a spend that went past its policy's points, or null (also for none spent). */
export function refusal(
  policy: Policy,
  spent: { points: number | null; expire: string | number | null },
  nowMs: number,
): HttpError | null {
  if (spent.points === null || spent.points <= policy.points) return null;
  return tooManyRequests(Math.max(Number(spent.expire) - nowMs, 0));
}

/**
 * A statement's part that lets its commit skip waiting for the WAL flush: for counters and
 * last-seen times, which may be lost in a crash at no one's cost. Never in a statement that
 * writes what a patient was told is stored. (set_config's third argument: this transaction.)
 */
export function asyncCommitCte(db: Db) {
  return db
    .$with('async_commit', { setting: sql<string>`setting` })
    .as(sql`select set_config('synchronous_commit', 'off', true) as setting`);
}
