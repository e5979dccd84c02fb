import { sql } from 'drizzle-orm';
import { runShutdownHooks } from '@/lib/server-process/shutdown-hooks';
import { createTestDb, type TestDb } from './testing';
import { rowsOf } from './rows';
import { tablesDue, upkeep } from './upkeep';
import { scheduleUpkeep } from './upkeep-schedule';

jest.setTimeout(60_000);

let t: TestDb;
jest.mock('@/lib/db', () => ({ getDbHandle: async () => t.handle }));

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await runShutdownHooks(5_000);
  await t?.close();
});

/** Leads of distinct numbers, from `first` on. */
async function addLeads(first: number, count: number) {
  await t.db.execute(sql`
    insert into leads (phone, source, status)
    select (6000000000 + g)::text, '/bench/', 'new'
    from generate_series(${first}::int, ${first + count - 1}::int) g`);
}

it('finds the tables that grew, and after upkeep none, with their rows counted', async () => {
  await addLeads(0, 3000);
  expect(await tablesDue(t.db)).toContain('public.leads');
  expect(await upkeep(t.db)).toContain('public.leads');
  expect(await tablesDue(t.db)).toEqual([]);
  const [stats] = rowsOf<{ reltuples: number }>(
    await t.db.execute(
      sql`select reltuples::float8 as reltuples from pg_class where relname = 'leads'`,
    ),
  );
  expect(Number(stats!.reltuples)).toBeGreaterThanOrEqual(3000);
});

it('looks after the embedded database at start, and leaves PostgreSQL to its autovacuum', async () => {
  await addLeads(10_000, 3000);
  expect(await tablesDue(t.db)).toContain('public.leads');
  await scheduleUpkeep();
  if (t.kind === 'pglite') expect(await tablesDue(t.db)).toEqual([]);
  else expect(await tablesDue(t.db)).toContain('public.leads');
});
