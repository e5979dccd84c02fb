import { sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { slotUsage } from '@/lib/db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The statement that takes one place in a slot, returning the slot, or no row when it is full:
 * an insert of the slot's first place or an update that only passes below capacity, atomic on
 * PostgreSQL and PGlite alike. Run alone (takePlace) or inside a booking's one statement.
 */
export function takePlaceStatement(
  db: Db | Tx,
  centreId: number | Placeholder,
  start: Date | Placeholder,
  capacity: number | Placeholder,
) {
  return db
    .insert(slotUsage)
    .values({ centreId, slotStart: start, capacity, booked: 1 })
    .onConflictDoUpdate({
      target: [slotUsage.centreId, slotUsage.slotStart],
      set: { booked: sql`${slotUsage.booked} + 1` },
      // Below capacity and not blocked by the centre, under the slot row's lock.
      setWhere: sql`${slotUsage.booked} < ${slotUsage.capacity} and not ${slotUsage.blocked}`,
    })
    .returning({ slotStart: slotUsage.slotStart });
}

/** Takes one place in a slot, or none when it is full (a reschedule's new slot). */
export async function takePlace(
  tx: Tx,
  centreId: number,
  start: Date,
  capacity: number,
): Promise<boolean> {
  return (await takePlaceStatement(tx, centreId, start, capacity)).length === 1;
}

/** Gives a place back (a cancellation, or the old slot of a reschedule). */
export async function releasePlace(tx: Tx, centreId: number, start: Date): Promise<void> {
  await tx.execute(sql`
    update slot_usage set booked = booked - 1
    where centre_id = ${centreId} and slot_start = ${start.toISOString()} and booked > 0`);
}
