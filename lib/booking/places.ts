import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes one place in a slot, or none when it is full: an insert of the slot's first place or
 * an update that only passes below capacity, atomic on PostgreSQL and PGlite alike.
 */
export async function takePlace(
  tx: Tx,
  centreId: number,
  start: Date,
  capacity: number,
): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into slot_usage (centre_id, slot_start, capacity, booked)
    values (${centreId}, ${start.toISOString()}, ${capacity}, 1)
    on conflict (centre_id, slot_start) do update
      set booked = slot_usage.booked + 1
      where slot_usage.booked < slot_usage.capacity
    returning booked`);
  return rowsOf(result).length === 1;
}

/** Gives a place back (a cancellation, or the old slot of a reschedule). */
export async function releasePlace(tx: Tx, centreId: number, start: Date): Promise<void> {
  await tx.execute(sql`
    update slot_usage set booked = booked - 1
    where centre_id = ${centreId} and slot_start = ${start.toISOString()} and booked > 0`);
}
