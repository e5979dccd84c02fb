import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { rowsOf } from '@/lib/db/rows';
import { upkeep } from '@/lib/db/upkeep';
import { recordLead } from './leads';

// On PGlite a call-me's lead is one statement planned once (lib/db/planned.ts). Planned on the
// empty tables of a new database, its plan read every acknowledgement and every open lead on
// each request, until the embedded database's upkeep (lib/db/upkeep.ts) gave it their sizes.

jest.setTimeout(60_000);

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A thousand leads of distinct numbers, each with its call-me acknowledgement. */
async function manyLeadsWithMessages(db: TestDb['db'], first: number) {
  await db.execute(sql`
    with added as (
      insert into leads (phone, source, status)
      select (6000000000 + g)::text, '/bench/', 'new' from generate_series(${first}::int, ${first + 999}::int) g
      returning id)
    insert into messages (lead_id, kind, channel, due_at, status)
    select id, 'call_me_ack', 'sms', now(), 'sent' from added`);
}

const planOf = async (db: TestDb['db'], text: string) =>
  rowsOf<{ 'QUERY PLAN': string }>(await db.execute(sql.raw(`explain ${text}`)))
    .map((row) => row['QUERY PLAN'])
    .join('\n');

// PGlite only: PostgreSQL's statement is planned for each request, and autovacuum analyses.
(onPostgres ? it.skip : it)(
  "a call-me's statement, planned while the tables were empty, is planned for their size after upkeep",
  async () => {
    // A database of its own: its tables have had no upkeep yet, as after a migration.
    const fresh = await createTestDb();
    try {
      const db = fresh.db;
      const executed: string[] = [];
      const dialect = new PgDialect();
      const execute = db.execute.bind(db);
      jest.spyOn(db, 'execute').mockImplementation((query) => {
        executed.push(dialect.sqlToQuery(query as SQL).sql);
        return execute(query);
      });
      const ask = (k: number) =>
        recordLead(
          db,
          { phone: `7${String(k).padStart(9, '0')}`, source: '/bench/', ackChannel: 'sms' },
          new Date(),
          { exclusive: true },
        );
      // Past PostgreSQL's five custom plans: the statement now keeps one plan for any lead.
      for (let k = 1; k <= 8; k++) await ask(k);
      await manyLeadsWithMessages(db, 10_000);
      await manyLeadsWithMessages(db, 20_000);
      await ask(9);
      const last = executed.findLast((text) => text.startsWith('execute call_me_lead'))!;
      // The plan it kept reads every acknowledgement: it was made for an empty table.
      expect(await planOf(db, last)).toMatch(/Seq Scan on messages/);
      await upkeep(db);
      await ask(10);
      const again = executed.findLast((text) => text.startsWith('execute call_me_lead'))!;
      const plan = await planOf(db, again);
      expect(plan).not.toMatch(/Seq Scan on messages/);
      expect(plan).toMatch(/messages_lead_idx/);
      expect(plan).toMatch(/leads_phone_created_idx/);
    } finally {
      await fresh.close();
    }
  },
);
