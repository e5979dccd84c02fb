import { bookingFiltersSchema, searchBookings } from '@/lib/booking-desk';
import { withStaffApi } from '@/lib/staff';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { parseQuery } from '@/lib/server-api/validation';

export const dynamic = 'force-dynamic';

/** The bookings search of the operations console, within the caller's centres. */
export const GET = withStaffApi('bookings', async (request, { viewer, db }) => {
  const filters = parseQuery(request, bookingFiltersSchema);
  return Response.json(await searchBookings(db, viewer, filters));
});

export const POST = methodNotAllowed('GET');
