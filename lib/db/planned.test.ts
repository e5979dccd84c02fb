import { sql } from 'drizzle-orm';
import { openPglite, type DbHandle } from './connect';
import { brokenUniqueConstraint } from './errors';
import { executePlanned, literal } from './planned';
import { rowsOf } from './rows';

let handle: DbHandle;

beforeAll(async () => {
  handle = await openPglite(null);
  await handle.db.execute(
    sql`create table notes (id serial primary key, body text not null, at timestamptz, n integer)`,
  );
});
afterAll(() => handle?.close());

const insert = (body: string, at: Date | null, n: number | null) =>
  sql`insert into notes (body, at, n) values (${body}, ${at}::timestamptz, ${n}::integer)
      returning body, at, n`;

const preparedCount = async () =>
  rowsOf<{ n: number }>(
    await handle.db.execute(sql`select count(*)::int as n from pg_prepared_statements`),
  )[0]!.n;

describe('a statement planned once on PGlite', () => {
  it('stores every value exactly, quotes, backslashes and all, and refuses NUL', async () => {
    const hostile = `O'Brien \\ '); drop table notes; -- ₹ "x"`;
    const at = new Date('2026-11-24T10:00:00.000Z');
    const [row] = await executePlanned<{ body: string; at: Date; n: number | null }>(
      handle.db,
      'note',
      insert(hostile, at, null),
    );
    expect(row!.body).toBe(hostile);
    expect(new Date(row!.at).toISOString()).toBe(at.toISOString());
    expect(row!.n).toBeNull();
    expect(() => literal('a\0b')).toThrow(/NUL/);
    expect(literal(null)).toBe('NULL');
  });

  it('prepares a statement once, however often and however concurrently it runs', async () => {
    const before = await preparedCount();
    await Promise.all(
      Array.from({ length: 10 }, (_, k) =>
        executePlanned(handle.db, 'other', sql`select ${k}::integer + 1 as n`),
      ),
    );
    const answers = await Promise.all(
      [5, 6].map((k) =>
        executePlanned<{ n: number }>(handle.db, 'other', sql`select ${k}::integer + 1 as n`),
      ),
    );
    expect(answers.map((rows) => rows[0]!.n)).toEqual([6, 7]);
    expect(await preparedCount()).toBe(before + 1);
  });

  it('prepares again when the database has forgotten its statements', async () => {
    await executePlanned(handle.db, 'note', insert('first', null, 1));
    await handle.db.execute(sql`deallocate all`);
    const [row] = await executePlanned<{ body: string }>(
      handle.db,
      'note',
      insert('again', null, 2),
    );
    expect(row!.body).toBe('again');
  });

  it('passes a statement error through as PostgreSQL gave it', async () => {
    const duplicate = sql`insert into notes (id, body) values (${1}::integer, ${'dup'})`;
    const error = await executePlanned(handle.db, 'dup', duplicate).catch((e: unknown) => e);
    expect(brokenUniqueConstraint(error)).toBe('notes_pkey');
  });

  it("keeps two copies of this module apart on the one connection (Next's bundles each load one)", async () => {
    let other: typeof import('./planned') | undefined;
    jest.isolateModules(() => {
      // A second copy, as a second bundle loads it (jest's module registry is the bundle).
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      other = require('./planned') as typeof import('./planned');
    });
    // Both copies number their statements from their own counter: the names must still differ.
    const [mine] = await executePlanned<{ n: number }>(
      handle.db,
      'twice',
      sql`select ${2}::integer * 2 as n`,
    );
    const [theirs] = await other!.executePlanned<{ n: number }>(
      handle.db,
      'twice',
      sql`select ${3}::integer * 2 + 0 as n`,
    );
    expect([mine!.n, theirs!.n]).toEqual([4, 6]);
    const names = rowsOf<{ name: string }>(
      await handle.db.execute(
        sql`select name from pg_prepared_statements where name like 'twice%'`,
      ),
    ).map((r) => r.name.replace(/_\d+$/, ''));
    expect(names).toHaveLength(2);
    expect(new Set(names).size).toBe(2); // each copy's own mark before its count
  });
});
