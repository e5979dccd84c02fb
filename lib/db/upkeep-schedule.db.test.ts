import { sql } from 'drizzle-orm';
import { runShutdownHooks } from '@/lib/lifecycle/shutdown-hooks';
import { createTestDb, type TestDb } from './testing';
import { tablesDue } from './upkeep';
import { scheduleUpkeep } from './upkeep-schedule';

let t: TestDb;
jest.mock('@/lib/db', () => ({ getDbHandle: async () => t.handle }));

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await runShutdownHooks(5_000);
  await t?.close();
});

it('looks after the embedded database at start, and leaves PostgreSQL to its autovacuum', async () => {
  await t.db.execute(sql`
    insert into leads (phone, source, status)
    select (6000000000 + g)::text, '/bench/', 'new' from generate_series(1, 2000) g`);
  expect(await tablesDue(t.db)).toContain('public.leads');
  await scheduleUpkeep();
  if (t.kind === 'pglite') expect(await tablesDue(t.db)).toEqual([]);
  else expect(await tablesDue(t.db)).toContain('public.leads');
});
