// What PostgreSQL's autovacuum does for a server, done for the embedded database, which has none:
// PGlite runs PostgreSQL in single-user mode, with no autovacuum and no statistics of changes.
// Without it, a table's statistics stay those of its first ANALYZE (or none), and a statement
// planned once (lib/db/planned.ts, the PGlite thread's named statements) keeps the plan it got
// on the tables' first sizes: a call-me's lead, planned while `messages` was empty, scanned the
// whole table for its acknowledgement on every request, and the leads of every open number to
// find one (npm run bench). ANALYZE gives the planner the sizes, and invalidates the
// plans made on the old ones; VACUUM takes back the room of updated and deleted rows.
import { sql } from 'drizzle-orm';
import type { Db } from './connect';
import { rowsOf } from './rows';

/** A table is looked after once it has grown by this fraction of its size at its last upkeep. */
export const UPKEEP_GROWTH = 0.2;

/** ... and by at least this many pages (8 kB each): a table of a few pages is read whole anyway. */
export const UPKEEP_MIN_PAGES = 2;

interface TableSize {
  name: string;
  /** Pages at the last VACUUM or ANALYZE (0 when never). */
  relpages: number;
  /** Rows at the last one, or -1 when never. */
  reltuples: number;
  /** Pages now. */
  pages: number;
}

/** Whether a table's size has moved far enough from its statistics to look after it. */
export function needsUpkeep({ relpages, reltuples, pages }: Omit<TableSize, 'name'>): boolean {
  if (pages === 0) return false;
  if (reltuples < 0) return true;
  return pages - relpages >= Math.max(UPKEEP_MIN_PAGES, relpages * UPKEEP_GROWTH);
}

/**
 * The tables outside PostgreSQL's own schemas (the application's, the job queue's) whose
 * statistics are out of date, biggest growth first.
 */
export async function tablesDue(db: Db): Promise<string[]> {
  const sizes = rowsOf<TableSize>(
    await db.execute(sql`
      select format('%I.%I', n.nspname, c.relname) as name, c.relpages, c.reltuples::float8 as reltuples,
        (pg_relation_size(c.oid) / current_setting('block_size')::int)::int as pages
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = 'r' and n.nspname <> 'information_schema'
        and not starts_with(n.nspname, 'pg_')`),
  );
  return sizes
    .filter(needsUpkeep)
    .sort((a, b) => b.pages - b.relpages - (a.pages - a.relpages))
    .map((t) => t.name);
}

/**
 * VACUUM and ANALYZE each table that is due, one at a time: each holds the embedded database's
 * one thread for its own time only, and requests run between them. Returns the tables done.
 */
export async function upkeep(db: Db): Promise<string[]> {
  const due = await tablesDue(db);
  // The names come from the catalogue, quoted by format('%I'); VACUUM takes no parameters.
  for (const table of due) await db.execute(sql.raw(`vacuum (analyze) ${table}`));
  return due;
}
