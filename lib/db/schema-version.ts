// On PostgreSQL, migrating is a step of the deployment (`npm run db:migrate`), not something
// each app server does on its first request: a server compares the migrations the database has
// applied with the ones it was built with, and refuses to serve any other schema.
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql } from 'drizzle-orm';
import type { DbHandle } from './connect';
import { MIGRATIONS_FOLDER } from './migrate';
import { rowsOf } from './rows';

export class SchemaVersionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SchemaVersionError';
  }
}

export interface SchemaVersion {
  /** Migrations this build has (lib/db/migrations), oldest first, by their creation time. */
  expected: number[];
  /** Migrations the database has applied, oldest first. */
  applied: number[];
}

/** What is wrong with the database's schema for this build, or null when it matches. */
export function schemaProblem({ expected, applied }: SchemaVersion): string | null {
  const newest = expected.at(-1) ?? 0;
  const unknown = applied.filter((t) => t > newest);
  if (unknown.length > 0) {
    return (
      `The database's schema is newer than this build (${unknown.length} migration(s) it does not ` +
      `know, ${applied.length} applied, ${expected.length} in this build): a later release ` +
      'migrated it. Deploy that release, or restore the database.'
    );
  }
  const missing = expected.filter((t) => !applied.includes(t));
  if (missing.length > 0) {
    return (
      `The database's schema is older than this build (${applied.length} of ${expected.length} ` +
      'migrations applied). Run `npm run db:migrate` against DATABASE_URL, then start the server.'
    );
  }
  return null;
}

export async function readSchemaVersion(handle: DbHandle): Promise<SchemaVersion> {
  const expected = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map(
    (m) => m.folderMillis,
  );
  const exists = rowsOf<{ present: boolean }>(
    await handle.primary.execute(
      sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
    ),
  )[0]?.present;
  const applied = exists
    ? rowsOf<{ created_at: string | number }>(
        await handle.primary.execute(
          sql`select created_at from drizzle.__drizzle_migrations order by created_at`,
        ),
      ).map((r) => Number(r.created_at))
    : [];
  return { expected, applied };
}

/** Throws SchemaVersionError unless the database has exactly this build's migrations. */
export async function assertSchemaCurrent(handle: DbHandle): Promise<void> {
  const problem = schemaProblem(await readSchemaVersion(handle));
  if (problem) throw new SchemaVersionError(problem);
}
