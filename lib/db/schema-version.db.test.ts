import { sql } from 'drizzle-orm';
import type { DbHandle } from './connect';
import { assertSchemaCurrent, readSchemaVersion, schemaProblem } from './schema-version';
import { createTestDb, type TestDb } from './testing';

// On PGlite and, in CI, on PostgreSQL: a server compares the migrations applied to the
// database with its own, and refuses any other schema.
let test: TestDb;
let handle: DbHandle;

beforeAll(async () => {
  test = await createTestDb();
  handle = { ...test, migrate: async () => undefined } as unknown as DbHandle;
});

afterAll(() => test.close());

it('accepts a database migrated by this build', async () => {
  const version = await readSchemaVersion(handle);
  expect(version.expected.length).toBeGreaterThanOrEqual(5);
  expect(version.applied).toEqual(version.expected);
  await expect(assertSchemaCurrent(handle)).resolves.toBeUndefined();
});

it('refuses one that misses a migration, and one migrated by a later release', async () => {
  const newest = (await readSchemaVersion(handle)).expected.at(-1)!;
  await test.primary.execute(
    sql`delete from drizzle.__drizzle_migrations where created_at = ${newest}`,
  );
  await expect(assertSchemaCurrent(handle)).rejects.toThrow(
    /older than this build.*npm run db:migrate/,
  );
  await test.primary.execute(
    sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('a', ${newest}), ('b', ${newest + 1000})`,
  );
  await expect(assertSchemaCurrent(handle)).rejects.toMatchObject({
    name: 'SchemaVersionError',
    message: expect.stringMatching(/newer than this build \(1 migration/),
  });
});

it('calls a database with no migrations at all older', () => {
  expect(schemaProblem({ expected: [1, 2], applied: [] })).toMatch(/0 of 2 migrations applied/);
  expect(schemaProblem({ expected: [1, 2], applied: [1, 2] })).toBeNull();
});
