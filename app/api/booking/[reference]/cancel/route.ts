import { NextResponse } from 'next/server';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { pinReads } from '@/lib/server-api/read-your-writes';
import { cancelBooking, ownedBooking, toBookingView } from '@/lib/booking';
import { getDb } from '@/lib/db';
import { logger } from '@/lib/log';

import { nudgeMessages } from '@/lib/messages';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

export const POST = withApi(async (request, { params }: Context) => {
  const db = await getDb();
  const details = await ownedBooking(db, request, (await params).reference);
  const cancelled = await cancelBooking(db, details);
  logger.info({ reference: cancelled.row.reference }, 'booking cancelled');
  nudgeMessages();
  // The slot's places changed: this browser's next look at them must come from the primary.
  return pinReads(NextResponse.json({ booking: toBookingView(cancelled) }, { headers: PRIVATE }));
});

export const GET = methodNotAllowed('POST');
