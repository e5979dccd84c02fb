import type { Db } from '@/lib/db/connect';
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
