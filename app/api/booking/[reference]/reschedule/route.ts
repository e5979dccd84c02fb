import { NextResponse } from 'next/server';
import {
  bookingRescheduleBody,
  rescheduleBooking,
  ownedBooking,
  toBookingView,
} from '@/lib/booking';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { pinReads } from '@/lib/server-api/read-your-writes';
import { parseJsonBody } from '@/lib/server-api/validation';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';

import { nudgeMessages } from '@/lib/messages';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

export const POST = withApi(async (request, { params }: Context) => {
  const db = await getDb();
  const details = await ownedBooking(db, request, (await params).reference);
  const { slot_start } = await parseJsonBody(request, bookingRescheduleBody);
  const moved = await rescheduleBooking(db, details, new Date(slot_start));
  logger.info({ reference: moved.row.reference }, 'booking rescheduled');
  nudgeMessages();
  // The slot's places changed: this browser's next look at them must come from the primary.
  return pinReads(NextResponse.json({ booking: toBookingView(moved) }, { headers: PRIVATE }));
});

export const GET = methodNotAllowed('POST');
