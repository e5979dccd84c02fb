import { openBooking } from '@/lib/booking-desk';
import { withStaffApi } from '@/lib/staff';
import { methodNotAllowed } from '@/lib/server-api/errors';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

/** One booking's details, the patient's number in full: audited as booking.viewed. */
export const GET = withStaffApi(
  'bookings',
  async (_request, { viewer, db }, { params }: Context) => {
    const booking = await openBooking(db, viewer, (await params).reference);
    return Response.json({ booking });
  },
);

export const POST = methodNotAllowed('GET');
