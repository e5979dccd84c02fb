import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '@/lib/db/schema';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { catalogueCounts, catalogueDigest, isSeeded, seedDatabase } from '.';
import { generateSeedRows, type SeedRows } from './generate';

// A small scale keeps this quick; the code path is the one `npm run db:seed` takes.
const SCALE = 0.05;
let a: TestDb;
let b: TestDb;

beforeAll(async () => {
  [a, b] = await Promise.all([createTestDb(), createTestDb()]);
});

afterAll(async () => {
  await Promise.all([a?.close(), b?.close()]);
});

it('writes the same catalogue for the same seed (table digests match)', async () => {
  expect(await isSeeded(a.db)).toBe(false);
  expect(await seedDatabase(a.db, { seed: 99, scale: SCALE })).toBe(true);
  expect(await seedDatabase(b.db, { seed: 99, scale: SCALE })).toBe(true);
  const digest = await catalogueDigest(a.db);
  expect(await catalogueDigest(b.db)).toEqual(digest);
  expect(Object.values(digest).every((d) => /^[0-9a-f]{32}$/.test(d))).toBe(true);
});

it('is idempotent: seeding again writes nothing', async () => {
  const before = await catalogueCounts(a.db);
  expect(await seedDatabase(a.db, { seed: 99, scale: SCALE })).toBe(false);
  expect(await catalogueCounts(a.db)).toEqual(before);
  expect(before.products).toBeGreaterThanOrEqual(80);
  expect(before.reviews).toBeGreaterThan(0);
});

it('reseeds with --reset, and another seed gives another catalogue', async () => {
  const first = await catalogueDigest(b.db);
  expect(await seedDatabase(b.db, { seed: 100, scale: SCALE, reset: true })).toBe(true);
  const second = await catalogueDigest(b.db);
  expect(second.centre_prices).not.toBe(first.centre_prices);
  expect(second.cities).toBe(first.cities); // real cities do not depend on the seed
  expect(await seedDatabase(b.db, { seed: 99, scale: SCALE, reset: true })).toBe(true);
  expect(await catalogueDigest(b.db)).toEqual(first);
});

it('leaves id sequences after the seeded rows, so later inserts do not collide', async () => {
  const { fixture } = await import('@/lib/testing/catalog-fixture');
  const city = await fixture(a.db).city('Nagpur');
  expect(city.id).toBeGreaterThan(12);
});

it('writes in bulk the very rows that drizzle inserts of the generated catalogue write', async () => {
  const plain = await createTestDb();
  try {
    const rows = generateSeedRows(99, SCALE);
    const tables: [keyof SeedRows, PgTable][] = [
      ['cities', schema.cities],
      ['areas', schema.areas],
      ['categories', schema.categories],
      ['products', schema.products],
      ['organisations', schema.organisations],
      ['centres', schema.centres],
      ['centreClosedDates', schema.centreClosedDates],
      ['centrePrices', schema.centrePrices],
      ['reviews', schema.reviews],
    ];
    for (const [key, table] of tables) {
      const list = rows[key] as Record<string, unknown>[];
      for (let i = 0; i < list.length; i += 1000) {
        await plain.db.insert(table).values(list.slice(i, i + 1000));
      }
    }
    expect(await catalogueDigest(plain.db)).toEqual(await catalogueDigest(b.db));
  } finally {
    await plain.close();
  }
});
