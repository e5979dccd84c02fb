import { bookingRescheduleBody } from '@/lib/booking/contract';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseJsonBody } from '@/lib/server-api/validation';
import { rescheduleBooking } from '@/lib/booking/manage';
import { ownedBooking } from '@/lib/booking/owned';
import { toBookingView } from '@/lib/booking/view';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

export const POST = withApi(async (request, { params }: Context) => {
  const db = await getDb();
  const details = await ownedBooking(db, request, (await params).reference);
  const { slot_start } = await parseJsonBody(request, bookingRescheduleBody);
  const moved = await rescheduleBooking(db, details, new Date(slot_start));
  logger.info({ reference: moved.row.reference }, 'booking rescheduled');
  return Response.json({ booking: toBookingView(moved) }, { headers: PRIVATE });
});

export const GET = methodNotAllowed('POST');
