import { count, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../connect';
import { rowsOf } from '../rows';
import * as schema from '../schema';
import { insertChunk, prepareForChunks } from './bulk';
import { planSeed, type SeedHead, type SeedRows } from './generate';

export interface SeedOptions {
  seed: number;
  scale: number;
  /** Empty the catalogue first and seed again. */
  reset?: boolean;
}

/** The small tables, inserted whole through drizzle before the chunks (parents first). */
const HEAD: [keyof SeedHead, PgTable][] = [
  ['cities', schema.cities],
  ['areas', schema.areas],
  ['categories', schema.categories],
  ['products', schema.products],
  ['organisations', schema.organisations],
];

/** Every seeded table, parents first: the tables a reset empties and the counts report. */
export const CATALOGUE: [keyof SeedRows, PgTable][] = [
  ...HEAD,
  ['centres', schema.centres],
  ['centreClosedDates', schema.centreClosedDates],
  ['centrePrices', schema.centrePrices],
  ['reviews', schema.reviews],
];

/** Tables whose ids the seed sets itself; their sequences must continue after the seed. */
const SERIAL_TABLES = [
  'cities',
  'areas',
  'categories',
  'products',
  'organisations',
  'centres',
  'reviews',
];

// Postgres allows 65,535 bind parameters per statement; stay well below.
const PARAMETERS_PER_INSERT = 30_000;

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select({ seed: schema.seedMeta.seed }).from(schema.seedMeta).limit(1);
  return rows.length > 0;
}

/**
 * Writes the catalogue for `seed` and `scale` unless one is already there (idempotent).
 * Returns whether it wrote anything. The small tables go in whole; the large ones a city at a
 * time in bulk (./bulk.ts), so that only one city's rows are ever in memory. One transaction:
 * a seed that fails half-way leaves nothing behind, and the next run starts again.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<boolean> {
  if (!options.reset && (await isSeeded(db))) return false;
  const plan = planSeed(options.seed, options.scale);
  await db.transaction(async (tx) => {
    if (options.reset) {
      // Bookings, leads and the rest point at the catalogue, so they go with it.
      await tx.execute(
        sql.raw(
          `truncate table seed_meta, bookings, slot_usage, leads, chat_conversations, campaign_views, ${CATALOGUE.map(
            ([, t]) => `"${getTableName(t)}"`,
          ).join(', ')} restart identity cascade`,
        ),
      );
    }
    for (const [key, table] of HEAD) {
      const list = plan.head[key] as Record<string, unknown>[];
      if (list.length === 0) continue;
      const columns = Object.keys(list[0] ?? {}).length;
      const size = Math.max(1, Math.floor(PARAMETERS_PER_INSERT / columns));
      for (let i = 0; i < list.length; i += size) {
        await tx.insert(table).values(list.slice(i, i + size));
      }
    }
    const restore = await prepareForChunks(tx);
    for (const chunk of plan.chunks()) await insertChunk(tx, chunk);
    await restore();
    for (const table of SERIAL_TABLES) {
      await tx.execute(
        sql.raw(
          `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
        ),
      );
    }
    await tx
      .insert(schema.seedMeta)
      .values({ id: 1, seed: options.seed, scale: String(options.scale) });
  });
  // The planner's statistics and the visibility map (index-only scans) for the rows just
  // written, rather than whenever autovacuum comes round to millions of them.
  await db.execute(
    sql.raw(`vacuum (analyze) ${CATALOGUE.map(([, t]) => `"${getTableName(t)}"`).join(', ')}`),
  );
  return true;
}

export async function catalogueCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [key, table] of CATALOGUE) {
    const [row] = await db.select({ n: count() }).from(table);
    counts[key] = row?.n ?? 0;
  }
  return counts;
}

/** Primary-key order of each seeded table, so the digest does not depend on physical order. */
const DIGEST_ORDER: Record<string, string> = {
  cities: 'id',
  areas: 'id',
  categories: 'id',
  products: 'id',
  organisations: 'id',
  centres: 'id',
  centre_closed_dates: 'centre_id, closed_on',
  centre_prices: 'centre_id, product_id',
  reviews: 'id',
};

/** An md5 of every seeded table's rows: equal digests mean equal catalogues. */
export async function catalogueDigest(db: Db): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const [table, order] of Object.entries(DIGEST_ORDER)) {
    const result = await db.execute<{ digest: string }>(
      sql.raw(
        `select md5(coalesce(string_agg(t::text, E'\\n' order by ${order}), '')) as digest from "${table}" t`,
      ),
    );
    digests[table] = rowsOf<{ digest: string }>(result)[0]?.digest ?? '';
  }
  return digests;
}
