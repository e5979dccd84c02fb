// What a patient whose booking the centre declined is offered: the nearest free
// times at the same centre, and at the nearest other centres (its own area first), each a
// link to the booking screen with that centre chosen.
import { eq } from 'drizzle-orm';
import { productPath } from '@/lib/catalog/urls';
import type { Db } from '@/lib/db/connect';
import { centres, cities } from '@/lib/db/schema';
import { indiaDate } from '@/lib/locale/india';
import { listBookingCentres } from './centres';
import { bookableDates } from './schedule';
import { availability, nearestFree, type Slot } from './slots';
import type { BookingDetails } from './view';

export interface Alternative {
  centre_id: number;
  centre_name: string;
  area_name: string;
  price: number;
  same_centre: boolean;
  /** Up to three free starts (ISO), nearest to the declined time first. */
  starts: string[];
  href: string;
}

const OTHER_CENTRES = 3;

export async function alternativesFor(
  db: Db,
  details: BookingDetails,
  now: Date = new Date(),
): Promise<Alternative[]> {
  const { row, product } = details;
  const [place] = await db
    .select({ cityId: centres.cityId, areaId: centres.areaId, citySlug: cities.slug })
    .from(centres)
    .innerJoin(cities, eq(cities.id, centres.cityId))
    .where(eq(centres.id, row.centreId));
  if (!place) return [];
  const home = row.service === 'home-service';
  const offered = (await listBookingCentres(db, product, place.cityId, now)).filter(
    (c) => !home || c.homeService,
  );
  const same = offered.filter((c) => c.id === row.centreId);
  const others = offered
    .filter((c) => c.id !== row.centreId)
    .sort((a, b) => Number(b.areaId === place.areaId) - Number(a.areaId === place.areaId))
    .slice(0, OTHER_CENTRES);
  // From the declined day on (or today, when it has passed), three days at most.
  const dates = bookableDates(now);
  const first = Math.max(0, dates.indexOf(indiaDate(row.slotStart)));
  const days = dates.slice(first, first + 3);
  const base = productPath(place.citySlug, product.urlSlug, product.randomId);
  const found: Alternative[] = [];
  for (const centre of [...same, ...others]) {
    let free: Slot[] = [];
    for (const day of days) {
      const open = await availability(db, product, centre, day, now);
      // Never the very slot the centre just declined.
      free = free.concat(
        open.filter(
          (s) =>
            s.remaining > 0 &&
            !(centre.id === row.centreId && s.start.getTime() === row.slotStart.getTime()),
        ),
      );
      if (free.length >= 3) break;
    }
    const starts = nearestFree(free, row.slotStart).map((s) => s.start.toISOString());
    if (starts.length === 0) continue;
    found.push({
      centre_id: centre.id,
      centre_name: centre.name,
      area_name: centre.areaName,
      price: centre.price,
      same_centre: centre.id === row.centreId,
      starts,
      href: `${base}#/book-appointment/${row.service}/${centre.id}/`,
    });
  }
  return found;
}
