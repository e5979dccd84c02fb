import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createBooking } from '@/lib/testing/bookings';
import type { Db } from '@/lib/db/connect';
import { rowsOf } from '@/lib/db/rows';
import { indiaInstant } from '@/lib/locale/india';
import { fixture } from '@/lib/testing/catalog-fixture';

/** An instant by India's wall clock: `indiaAt('2026-12-02', '08:00')`. */
export function indiaAt(date: string, hhmm: string): Date {
  const [h, m] = hhmm.split(':').map(Number);
  return indiaInstant(date, h! * 60 + m!);
}

/** A fasting test (10 hours) at one walk-in centre in Pune, 7 AM to 8 PM: what the message tests book. */
export async function fastingTestAtOneCentre(
  db: Db,
  slotCapacity: number,
): Promise<{ product: string; centre: number }> {
  const f = fixture(db);
  const city = await f.city('Pune');
  const area = await f.area(city.id, 'Baner');
  const cat = await f.category('biochemistry', 'Biochemistry');
  const lipid = await f.product(cat.id, 'Lipid Profile', {
    isFastingRequired: true,
    fastingHours: 10,
  });
  const org = await f.organisation('Sahyadri Labs');
  const centre = await f.centre(org.id, area, undefined, {
    opensAt: '07:00:00',
    closesAt: '20:00:00',
    slotMinutes: 30,
    slotCapacity,
  });
  await f.price(centre, lipid.id, 600, 900);
  return { product: lipid.randomId, centre: centre.id };
}

/**
 * Bookings and a preparation reminder of each, due at `dueAt` (a preparation reminder due in
 * quiet hours is sent then, so the queue tests hold at any hour); the bookings' own messages
 * are set aside. Returns the reminders' ids, in booking order.
 */
export async function dueReminders(db: Db, count: number, dueAt: Date): Promise<string[]> {
  const { product, centre } = await fastingTestAtOneCentre(db, 100);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  for (let k = 0; k < count; k++) {
    await createBooking(
      db,
      {
        product_random_id: product,
        centre_id: centre,
        service: 'walkin',
        slot_start: indiaAt(tomorrow, '10:00').toISOString(),
        patient: { name: 'Asha Rao', age: 42, gender: 'female', phone: '9876543210' },
      },
      randomUUID(),
    );
  }
  await db.execute(sql`update messages set status = 'cancelled'`);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      insert into messages (booking_id, kind, channel, due_at)
      select id, 'preparation', 'sms', ${dueAt.toISOString()}::timestamptz from bookings
      order by created_at
      returning id`),
  );
  return rows.map((r) => r.id);
}
