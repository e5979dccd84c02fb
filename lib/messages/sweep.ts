import { createHash } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import type { SendOrder } from './send';

export const MESSAGE_QUEUE = 'patient-message';

export interface RetrySettings {
  retryLimit: number;
  retryDelaySeconds: number;
  expireSeconds: number;
}

/**
 * The job id of a message planned for a time: the same message and time always give the same
 * id, so a sweep that finds a job already queued adds nothing (pg-boss inserts with ON CONFLICT
 * DO NOTHING), and a re-timed message gets a job of its own.
 */
export function jobIdFor(messageId: string, dueAt: Date): string {
  const hex = createHash('sha256').update(`${messageId}@${dueAt.toISOString()}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Queues a job for every pending message due within `horizonMs` of `now` (each to start at its
 * time) that has no job for its due time yet. Run every few seconds by each server that works
 * the queue, and right after a booking: planning writes rows only, and this is what turns them
 * into jobs, so nothing planned is lost to a crash between the two. A message is marked queued
 * only after its job is stored (a crash between the two queues it again, and the job's id makes
 * that a no-op), and only for the due time it was queued for, so a message re-timed meanwhile
 * is queued again. Returns how many messages it queued.
 */
export async function sweepDueMessages(
  db: Db,
  boss: Pick<PgBoss, 'insert'>,
  now: Date,
  retry: RetrySettings,
  horizonMs = 20_000,
): Promise<number> {
  const due = rowsOf<{ id: string; due_at: Date | string }>(
    await db.execute(sql`
      select id, due_at from messages
      where status = 'pending' and queued_for is distinct from due_at
        and due_at <= ${new Date(now.getTime() + horizonMs).toISOString()}::timestamptz
      order by due_at limit 500`),
  );
  if (due.length === 0) return 0;
  const dueAts = due.map((m) => new Date(m.due_at).toISOString());
  await boss.insert(
    due.map((m, k) => {
      const dueAt = new Date(dueAts[k]!);
      const data: SendOrder = { messageId: m.id, dueAt: dueAt.toISOString() };
      return {
        id: jobIdFor(m.id, dueAt),
        name: MESSAGE_QUEUE,
        data,
        startAfter: dueAt,
        retryLimit: retry.retryLimit,
        retryDelay: retry.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: retry.expireSeconds,
      };
    }),
  );
  await db.execute(sql`
    update messages m set queued_for = q.due_at
    from unnest(${sql.param(due.map((m) => m.id))}::uuid[], ${sql.param(dueAts)}::timestamptz[])
      as q(id, due_at)
    where m.id = q.id and m.due_at = q.due_at`);
  return due.length;
}
