// POST /api/booking/ (served by pages/api/booking/index.ts, see lib/server-api/node-route.ts).
import { NextResponse } from 'next/server';
import { bookingCreateBody } from '@/lib/booking/contract';
import { clientIp } from '@/lib/server-api/client-ip';
import { HttpError } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { pinReads } from '@/lib/server-api/read-your-writes';
import { parseJsonBody } from '@/lib/server-api/validation';
import { requirePatient } from '@/lib/accounts/viewer';
import { accessCookie } from '@/lib/booking/access';
import { createBooking } from '@/lib/booking/create';
import { idempotencyKeyOf } from '@/lib/booking/idempotency';
import { toBookingView } from '@/lib/booking/view';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { enforce, getLimiters } from '@/lib/ratelimit';

import { nudgeMessages } from '@/lib/messages/server';
import { attributionOf } from '@/lib/campaigns';

export const POST = withApi(async (request) => {
  const handle = await getDbHandle();
  const limits = getLimiters(handle);
  // Both at once: on PostgreSQL the limit table and the session go out on two connections.
  const [, patient] = await Promise.all([
    enforce(limits.bookingPerIp, clientIp(request, env().TRUSTED_PROXY_COUNT)),
    requirePatient(handle.primary, request),
  ]);
  const key = idempotencyKeyOf(request);
  const body = await parseJsonBody(request, bookingCreateBody);
  // Nobody books in someone else's name: the number must be the one the patient proved with a
  // one-time code (the booking screen asks for it first), and the booking becomes theirs.
  if (patient.customerPhone !== body.patient.phone) {
    throw new HttpError(
      403,
      'phone_not_verified',
      'Confirm this mobile number with the code we send to it before booking.',
    );
  }
  await enforce(limits.bookingPerPhone, body.patient.phone);
  const { booking, replayed } = await createBooking(
    handle.primary,
    body,
    key,
    new Date(),
    patient.userId,
    null,
    attributionOf(request),
  );
  if (!replayed) logger.info({ reference: booking.row.reference }, 'booking created');
  const response = NextResponse.json(
    { booking: toBookingView(booking) },
    { status: 201, headers: PRIVATE },
  );
  response.cookies.set(accessCookie(booking.row));
  // Its slot's places and My bookings, read next by this browser, must show it: the primary.
  nudgeMessages();
  return pinReads(response);
});
