import { createTestDb, type TestDb } from '@/lib/db/testing';
import { ensureQueue, openQueue } from './queue';
import type PgBoss from 'pg-boss';

// Many servers starting at once on a new PostgreSQL database each create the same queues; the
// CI run found two of them deadlocking there. PostgreSQL only: on PGlite one process holds the
// database.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
jest.setTimeout(60_000);

let t: TestDb;
const bosses: PgBoss[] = [];

beforeAll(async () => {
  if (onPostgres) t = await createTestDb();
});
afterAll(async () => {
  await Promise.all(bosses.map((b) => b.stop({ graceful: false, close: false, wait: true })));
  await t?.close();
});

(onPostgres ? it : it.skip)(
  'servers starting together create each queue once, none failing',
  async () => {
    for (let k = 0; k < 4; k++) bosses.push(await openQueue(t.handle, { supervise: false }));
    const names = ['first-queue', 'second-queue', 'third-queue'];
    for (const name of names) {
      await Promise.all(
        bosses.map((boss, k) =>
          ensureQueue(t.handle, boss, name, {
            retryLimit: 3 + k,
            retryDelay: 1,
            retryBackoff: true,
          }),
        ),
      );
    }
    const queues = await bosses[0]!.getQueues();
    expect(queues.map((q) => q.name).sort()).toEqual([...names].sort());
    expect(queues.every((q) => q.retryLimit! >= 3 && q.retryLimit! <= 6)).toBe(true);
  },
);
