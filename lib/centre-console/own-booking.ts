// The booking a centre staff member names by reference, if it is one of their centres': a
// malformed, unknown or another centre's reference reads the same, as none.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/db/connect';
import { bookings } from '@/lib/db/schema';
import { HttpError } from '@/lib/server-api/errors';
import { referenceSchema } from '@/lib/booking-desk';
import { centreScope, type StaffViewer } from '@/lib/staff';

export const notFound = () => new HttpError(404, 'not_found', 'That was not found.');

export async function ownBookingId(
  db: Db,
  viewer: StaffViewer,
  reference: string,
): Promise<string> {
  const wanted = referenceSchema.safeParse(reference);
  if (!wanted.success) throw notFound();
  const scope = centreScope(viewer);
  const where = [eq(bookings.reference, wanted.data)];
  if (scope !== null) where.push(inArray(bookings.centreId, scope.length ? scope : [-1]));
  const [found] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(...where));
  if (!found) throw notFound();
  return found.id;
}
