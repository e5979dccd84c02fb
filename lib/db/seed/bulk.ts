// The large seed tables in bulk: one `insert ... select from unnest(...)` per batch, each
// column sent as one array parameter. A hundred-times catalogue is some 19 million rows; row
// by row (or drizzle's multi-row VALUES, capped by the 65,535 bind parameters) that is hours,
// this way minutes, and it runs unchanged on PGlite and node-postgres (no COPY client needed).
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../connect';
import { rowsOf } from '../rows';
import type { SeedChunk } from './generate';

/** Rows per statement: large enough to amortise a round trip, small enough to stay light. */
export const BULK_ROWS = 50_000;

interface Column<T> {
  name: string;
  /** The element type the array parameter is read as. */
  type: 'int' | 'smallint' | 'text' | 'bool' | 'date' | 'time' | 'timestamptz';
  value: (row: T) => unknown;
  /** An element that is itself an array, sent as its text form and cast back. */
  arrayOf?: 'smallint';
}

/** What may run one statement: a database or a transaction of one. */
type Executor = Pick<Db, 'execute'>;

async function insertColumns<T>(
  db: Executor,
  table: string,
  columns: Column<T>[],
  rows: T[],
): Promise<void> {
  const names = columns.map((c) => `"${c.name}"`).join(', ');
  const select = columns
    .map((c) => (c.arrayOf ? `"${c.name}"::${c.arrayOf}[]` : `"${c.name}"`))
    .join(', ');
  for (let start = 0; start < rows.length; start += BULK_ROWS) {
    const batch = rows.slice(start, start + BULK_ROWS);
    const arrays: SQL[] = columns.map(
      (c) => sql`${sql.param(batch.map(c.value))}::${sql.raw(c.arrayOf ? 'text' : c.type)}[]`,
    );
    await db.execute(
      sql`insert into ${sql.raw(`"${table}"`)} (${sql.raw(names)}) select ${sql.raw(select)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(names)})`,
    );
  }
}

type Centre = SeedChunk['centres'][number];
type ClosedDate = SeedChunk['centreClosedDates'][number];
type Price = SeedChunk['centrePrices'][number];
type Review = SeedChunk['reviews'][number];

const iso = (d: Date | undefined) => (d ?? new Date(0)).toISOString();

const CENTRE_COLUMNS: Column<Centre>[] = [
  { name: 'id', type: 'int', value: (r) => r.id },
  { name: 'organisation_id', type: 'int', value: (r) => r.organisationId },
  { name: 'city_id', type: 'int', value: (r) => r.cityId },
  { name: 'area_id', type: 'int', value: (r) => r.areaId },
  { name: 'name', type: 'text', value: (r) => r.name },
  { name: 'address', type: 'text', value: (r) => r.address },
  { name: 'opens_at', type: 'time', value: (r) => r.opensAt },
  { name: 'closes_at', type: 'time', value: (r) => r.closesAt },
  {
    name: 'closed_weekdays',
    type: 'text',
    arrayOf: 'smallint',
    value: (r) => `{${r.closedWeekdays.join(',')}}`,
  },
  { name: 'slot_minutes', type: 'smallint', value: (r) => r.slotMinutes },
  { name: 'slot_capacity', type: 'smallint', value: (r) => r.slotCapacity },
  { name: 'home_service', type: 'bool', value: (r) => r.homeService },
  { name: 'home_collection_fee', type: 'int', value: (r) => r.homeCollectionFee },
  { name: 'rating_sum', type: 'int', value: (r) => r.ratingSum ?? 0 },
  { name: 'rating_count', type: 'int', value: (r) => r.ratingCount ?? 0 },
];

const CLOSED_DATE_COLUMNS: Column<ClosedDate>[] = [
  { name: 'centre_id', type: 'int', value: (r) => r.centreId },
  { name: 'closed_on', type: 'date', value: (r) => r.closedOn },
  { name: 'reason', type: 'text', value: (r) => r.reason },
];

const PRICE_COLUMNS: Column<Price>[] = [
  { name: 'centre_id', type: 'int', value: (r) => r.centreId },
  { name: 'product_id', type: 'int', value: (r) => r.productId },
  { name: 'city_id', type: 'int', value: (r) => r.cityId },
  { name: 'price', type: 'int', value: (r) => r.price },
  { name: 'list_price', type: 'int', value: (r) => r.listPrice },
  { name: 'home_service_available', type: 'bool', value: (r) => r.homeServiceAvailable },
  { name: 'report_hours', type: 'smallint', value: (r) => r.reportHours ?? null },
  { name: 'updated_at', type: 'timestamptz', value: (r) => iso(r.updatedAt) },
];

const REVIEW_COLUMNS: Column<Review>[] = [
  { name: 'id', type: 'int', value: (r) => r.id },
  { name: 'centre_id', type: 'int', value: (r) => r.centreId },
  { name: 'product_id', type: 'int', value: (r) => r.productId ?? null },
  { name: 'customer_name', type: 'text', value: (r) => r.customerName },
  { name: 'rating', type: 'smallint', value: (r) => r.rating },
  { name: 'comments', type: 'text', value: (r) => r.comments },
  { name: 'show_partner_reviews', type: 'bool', value: (r) => r.showPartnerReviews },
  { name: 'is_covid', type: 'bool', value: (r) => r.isCovid ?? false },
  { name: 'created_at', type: 'timestamptz', value: (r) => iso(r.createdAt) },
];

/** One city's centres, closed dates, prices and reviews, parents first. */
export async function insertChunk(db: Executor, chunk: SeedChunk): Promise<void> {
  await insertColumns(db, 'centres', CENTRE_COLUMNS, chunk.centres);
  await insertColumns(db, 'centre_closed_dates', CLOSED_DATE_COLUMNS, chunk.centreClosedDates);
  await insertColumns(db, 'centre_prices', PRICE_COLUMNS, chunk.centrePrices);
  await insertColumns(db, 'reviews', REVIEW_COLUMNS, chunk.reviews);
}

/** The tables the chunks fill. */
export const CHUNK_TABLES = ['centres', 'centre_closed_dates', 'centre_prices', 'reviews'];

/**
 * Readies a transaction for the chunks and returns what puts it back. Two costs of a load go:
 * - the secondary indexes of the chunk tables are dropped and built again at the end (one
 *   sorted build each, several times faster than millions of inserts into them), from their
 *   own definitions as the database holds them, so the migrations stay the one source;
 * - the foreign-key checks, a query per row and key, where the role may skip them (a
 *   superuser: replica mode fires no ordinary triggers). The rows point at ids the generator
 *   itself wrote, and lib/db/seed/seed.db.test.ts checks that none is missing.
 * Both are undone inside the same transaction: nothing is left changed if it fails.
 */
export async function prepareForChunks(db: Executor): Promise<() => Promise<void>> {
  const indexes = rowsOf<{ name: string; definition: string }>(
    await db.execute(sql`
      select i.indexname as name, i.indexdef as definition
      from pg_indexes i
      where i.schemaname = current_schema()
        and i.tablename in (${sql.join(
          CHUNK_TABLES.map((t) => sql`${t}`),
          sql`, `,
        )})
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`),
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index "${name}"`));
  const [role] = rowsOf<{ superuser: boolean | string }>(
    await db.execute(sql`select current_setting('is_superuser') = 'on' as superuser`),
  );
  const replica = role?.superuser === true || role?.superuser === 't';
  if (replica) await db.execute(sql`set local session_replication_role = replica`);
  return async () => {
    if (replica) await db.execute(sql`set local session_replication_role = origin`);
    for (const { definition } of indexes) await db.execute(sql.raw(definition));
  };
}
