import { sql } from 'drizzle-orm';
import { rowsOf } from '@/lib/db/rows';
import { createTestDb, type TestDb } from '@/lib/db/testing';
import { CATALOGUE, catalogueCounts, catalogueDigest, isSeeded, seedDatabase } from '.';
import { generateSeedRows } from './generate';

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

it('leaves no row pointing at a missing parent, and every index of the schema in place', async () => {
  const orphans = await a.db.execute(sql`
    select
      (select count(*) from centre_prices p where not exists (select 1 from centres c where c.id = p.centre_id)
         or not exists (select 1 from products x where x.id = p.product_id)
         or not exists (select 1 from cities x where x.id = p.city_id))::int as prices,
      (select count(*) from reviews r where not exists (select 1 from centres c where c.id = r.centre_id)
         or (r.product_id is not null and not exists (select 1 from products x where x.id = r.product_id)))::int as reviews,
      (select count(*) from centres c where not exists (select 1 from areas x where x.id = c.area_id)
         or not exists (select 1 from organisations x where x.id = c.organisation_id))::int as centres`);
  expect(rowsOf(orphans)[0]).toEqual({ prices: 0, reviews: 0, centres: 0 });
  const indexes = rowsOf<{ name: string }>(
    await a.db.execute(
      sql`select indexname as name from pg_indexes where tablename in ('centres', 'centre_prices', 'reviews') order by 1`,
    ),
  ).map((r) => r.name);
  expect(indexes).toEqual(
    expect.arrayContaining([
      'centre_prices_city_idx',
      'centres_area_idx',
      'reviews_centre_created_idx',
    ]),
  );
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
    for (const [key, table] of CATALOGUE) {
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
