import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { escapeLiteral } from 'pg';
import { isDatabaseUnavailable } from '@/lib/server-api/unavailable';
import { openPgliteThread, type DbHandle } from './connect';
import { brokenUniqueConstraint } from './errors';
import { rowsOf } from './rows';

let dir: string;
let handle: DbHandle;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-thread-'));
  handle = await openPgliteThread(path.join(dir, 'data'));
  await handle.db.execute(sql`create table notes (id int primary key, body text not null)`);
});
afterAll(async () => {
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

const bodies = async () =>
  rowsOf<{ body: string }>(await handle.db.execute(sql`select body from notes order by id`)).map(
    (r) => r.body,
  );

describe('PGlite on its own thread', () => {
  it('migrates the schema and answers drizzle queries, dates and numbers typed', async () => {
    await handle.migrate();
    const [row] = rowsOf<{ now: Date | string; n: number }>(
      await handle.db.execute(sql`select now() as now, 41 + 1 as n`),
    );
    expect(row!.n).toBe(42);
    expect(Number.isNaN(new Date(row!.now).getTime())).toBe(false);
  });

  it('commits a transaction, and rolls one back when its callback throws', async () => {
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (1, 'kept')`);
    });
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (2, 'undone')`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await bodies()).toEqual(['kept']);
  });

  it('runs nothing else between the statements of an open transaction', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (3, 'first')`);
      await held;
      await tx.execute(sql`update notes set body = 'second' where id = 3`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Sent while the transaction is open: answered after it, seeing only what it committed.
    const reading = bodies();
    release();
    await writing;
    expect(await reading).toEqual(['kept', 'second']);
  });

  it('hands back PostgreSQL errors with their SQLSTATE and constraint', async () => {
    const error = await handle.db
      .execute(sql`insert into notes values (1, 'again')`)
      .catch((e: unknown) => e);
    expect(brokenUniqueConstraint(error)).toBe('notes_pkey');
  });

  it('after close, a statement fails as "the database is unavailable" (a 503)', async () => {
    const other = await openPgliteThread(path.join(dir, 'other'));
    await other.close();
    const error = await other.db.execute(sql`select 1`).catch((e: unknown) => e);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('does not keep a process alive while idle, and does while a statement runs', async () => {
    // A script that opens the database, runs a slow statement and never closes: it must print
    // the statement's answer (held open while it runs) and then exit by itself.
    const script = path.join(dir, 'never-closes.ts');
    await writeFile(
      script,
      `import { PGliteThread } from ${JSON.stringify(path.join(process.cwd(), 'lib/db/pglite-thread'))};
      void PGliteThread.open(${JSON.stringify(path.join(dir, 'script'))}).then((db) =>
        setTimeout(async () => {
          const result = await db.query<{ n: number }>('select pg_sleep(0.3), 7 as n');
          console.log('answered', result.rows[0]!.n);
        }, 10),
      );`,
    );
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
      encoding: 'utf8',
      // A new database's first start is slow on a busy two-core machine: the bound is only for
      // a process that never exits, so it is wide.
      timeout: 90_000,
    });
    expect(child.stdout.trim()).toBe('answered 7');
    expect(child.signal).toBeNull(); // not ended by the time-out: it exited by itself
    expect(child.status).toBe(0);
  }, 120_000);
});

describe('PGlite on its own thread: statements with parameters', () => {
  const named = async (text: string) =>
    rowsOf<{ name: string }>(
      await handle.db.execute(
        sql.raw(`select name from pg_prepared_statements where statement = ${escapeLiteral(text)}`),
      ),
    ).map((r) => r.name);

  it("are parsed and planned once, then run with each call's values", async () => {
    const text = 'select $1::int * 2 as doubled, $2::text as word';
    for (const n of [1, 2, 3]) {
      const result = await handle.executeSql(text, [n, `w${n}`]);
      expect(result.rows).toEqual([{ doubled: n * 2, word: `w${n}` }]);
    }
    expect(await named(text)).toHaveLength(1);
  });

  it("serialize and parse every type as PGlite's own query does", async () => {
    const at = new Date('2026-11-26T03:30:00.000Z');
    const { rows } = await handle.executeSql(
      'select $1::int[] as ids, $2::timestamptz as at, $3::text as none, $4::jsonb as doc',
      [[1, 2], at, null, { a: 1 }],
    );
    const row = rows[0] as { ids: number[]; at: Date | string; none: null; doc: { a: number } };
    expect(row!.ids).toEqual([1, 2]);
    expect(new Date(row!.at).toISOString()).toBe(at.toISOString());
    expect(row!.none).toBeNull();
    expect(row!.doc).toEqual({ a: 1 });
  });

  it('keep the thread usable after a refused value or a statement that does not parse', async () => {
    const text = 'select $1::int + 1 as n';
    const refused = await handle.executeSql(text, ['x']).catch((e: unknown) => e);
    expect((refused as { code?: string }).code).toBe('22P02');
    expect((await handle.executeSql(text, [41])).rows).toEqual([{ n: 42 }]);
    const broken = 'selec $1::int';
    const unparsed = await handle.executeSql(broken, [1]).catch((e: unknown) => e);
    expect((unparsed as { code?: string }).code).toBe('42601');
    expect(await named(broken)).toEqual([]);
    expect((await handle.executeSql(text, [1])).rows).toEqual([{ n: 2 }]);
  });

  it('wait for an open transaction, and inside one are undone with it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const writing = handle.db.transaction(async (tx) => {
      await tx.execute(sql`insert into notes values (${10}, ${'in a transaction'})`);
      await held;
      await tx.execute(sql`update notes set body = ${'committed'} where id = ${10}`);
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reading = handle.db.execute(sql`select body from notes where id = ${10}`);
    release();
    await writing;
    expect(rowsOf<{ body: string }>(await reading)).toEqual([{ body: 'committed' }]);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.execute(sql`insert into notes values (${11}, ${'undone'})`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const left = await handle.db.execute(sql`select body from notes where id = ${11}`);
    expect(rowsOf(left)).toEqual([]);
  });

  it('are kept for the 200 texts used last, the oldest closed', async () => {
    const texts = Array.from({ length: 205 }, (_, k) => `select $1::int + ${k} as n`);
    for (const text of texts) await handle.executeSql(text, [1]);
    const [{ count }] = rowsOf<{ count: number }>(
      await handle.db.execute(sql.raw('select count(*)::int as count from pg_prepared_statements')),
    ) as [{ count: number }];
    expect(count).toBeLessThanOrEqual(200);
    expect(await named(texts[0]!)).toEqual([]);
    expect(await named(texts[204]!)).toHaveLength(1);
    expect((await handle.executeSql(texts[0]!, [1])).rows).toEqual([{ n: 1 }]);
  });
});
