import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { jobIdFor, sweepDueMessages, type RetrySettings } from './sweep';
import { dueReminders } from './testing';

const RETRY: RetrySettings = { retryLimit: 2, retryDelaySeconds: 1, expireSeconds: 60 };

let t: TestDb;
let ids: string[];
const dueAt = new Date(Date.now() + 5_000);

beforeAll(async () => {
  t = await createTestDb();
  ids = await dueReminders(t.db, 3, dueAt);
});
afterAll(async () => {
  await t?.close();
});

type Job = { id: string; data: { messageId: string; dueAt: string } };

/** A queue that keeps what it is given; `during` runs inside the insert (a crash, a re-timing). */
function fakeBoss(during?: () => Promise<void>) {
  const inserted: Job[][] = [];
  const boss = {
    async insert(jobs: Job[]) {
      await during?.();
      inserted.push(jobs);
    },
  } as unknown as Pick<PgBoss, 'insert'>;
  return { boss, inserted };
}

const sweep = (boss: Pick<PgBoss, 'insert'>) => sweepDueMessages(t.db, boss, new Date(), RETRY);

// Under load a sweep runs after every few bookings: each must look only at what it has not
// queued yet, or it re-reads and re-inserts the whole backlog every time.
test('a message is queued once for its due time, and again when it is re-timed', async () => {
  const first = fakeBoss();
  expect(await sweep(first.boss)).toBe(3);
  expect(first.inserted.flat().map((j) => j.id)).toEqual(ids.map((id) => jobIdFor(id, dueAt)));

  const second = fakeBoss();
  expect(await sweep(second.boss)).toBe(0);
  expect(second.inserted).toEqual([]);

  const later = new Date(dueAt.getTime() + 3_000);
  await t.db.execute(
    sql`update messages set due_at = ${later.toISOString()}::timestamptz where id = ${ids[1]}`,
  );
  const third = fakeBoss();
  expect(await sweep(third.boss)).toBe(1);
  expect(third.inserted.flat()).toEqual([
    expect.objectContaining({
      id: jobIdFor(ids[1]!, later),
      data: { messageId: ids[1], dueAt: later.toISOString() },
    }),
  ]);
});

test('a sweep whose jobs were not stored marks nothing, and the next one queues them', async () => {
  await t.db.execute(sql`update messages set queued_for = null where id = ${ids[0]}`);
  const failing = fakeBoss(async () => {
    throw new Error('queue unavailable');
  });
  await expect(sweep(failing.boss)).rejects.toThrow('queue unavailable');
  const retried = fakeBoss();
  expect(await sweep(retried.boss)).toBe(1);
  expect(retried.inserted.flat().map((j) => j.id)).toEqual([jobIdFor(ids[0]!, dueAt)]);
});

test('a message re-timed while its job is being stored stays unqueued for its new time', async () => {
  await t.db.execute(sql`update messages set queued_for = null where id = ${ids[2]}`);
  const moved = new Date(dueAt.getTime() + 7_000);
  const racing = fakeBoss(async () => {
    await t.db.execute(
      sql`update messages set due_at = ${moved.toISOString()}::timestamptz where id = ${ids[2]}`,
    );
  });
  expect(await sweep(racing.boss)).toBe(1);
  const next = fakeBoss();
  expect(await sweep(next.boss)).toBe(1);
  expect(next.inserted.flat().map((j) => j.id)).toEqual([jobIdFor(ids[2]!, moved)]);
});
