import { sql } from 'drizzle-orm';
import { createTestDb, type TestDb } from './testing';
import { rowsOf } from './rows';
import { tablesDue, upkeep } from './upkeep';

jest.setTimeout(60_000);

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.close();
});

it('finds the tables that grew, and after upkeep none, with their rows counted', async () => {
  await t.db.execute(sql`
    insert into leads (phone, source, status)
    select (6000000000 + g)::text, '/bench/', 'new' from generate_series(1, 3000) g`);
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
