// Shared by the db:* scripts: the database the environment names, opened and migrated.
import { openDatabase, type DbHandle } from '@/lib/db/connect';
import { parseEnv } from '@/lib/env/schema';

export async function openMigrated(): Promise<DbHandle> {
  const handle = await openDatabase(parseEnv(process.env));
  await handle.migrate();
  return handle;
}

export function describeTarget(): string {
  const env = parseEnv(process.env);
  return env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${env.DATA_DIR}`;
}

/** Runs a script body and exits non-zero with a one-line message on failure. */
export function run(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
