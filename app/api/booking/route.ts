import { bookingCreateBody } from '@/lib/api/booking-contract';
import { clientIp } from '@/lib/api/client-ip';
import { HttpError, methodNotAllowed } from '@/lib/api/errors';
import { withApi } from '@/lib/api/handler';
import { PRIVATE } from '@/lib/api/responses';
import { parseJsonBody } from '@/lib/api/validation';
import { accessCookie } from '@/lib/booking/access';
import { createBooking } from '@/lib/booking/create';
import { toBookingView } from '@/lib/booking/view';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { logger } from '@/lib/log';
import { enforce, getLimiters } from '@/lib/ratelimit';

export const dynamic = 'force-dynamic';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export const POST = withApi(async (request) => {
  const handle = await getDbHandle();
  const limits = getLimiters(handle);
  await enforce(limits.bookingPerIp, clientIp(request, env().TRUSTED_PROXY_COUNT));
  const key = request.headers.get('idempotency-key');
  if (!key || !IDEMPOTENCY_KEY.test(key)) {
    throw new HttpError(
      400,
      'idempotency_key_required',
      'Send an Idempotency-Key header (8 to 100 letters, digits, - or _), new for each booking.',
    );
  }
  const body = await parseJsonBody(request, bookingCreateBody);
  await enforce(limits.bookingPerPhone, body.patient.phone);
  const { booking, replayed } = await createBooking(handle.db, body, key);
  if (!replayed) logger.info({ reference: booking.row.reference }, 'booking created');
  const secure = new URL(env().SITE_URL).protocol === 'https:';
  return Response.json(
    { booking: toBookingView(booking) },
    {
      status: 201,
      headers: {
        ...PRIVATE,
        'Set-Cookie': accessCookie(booking.row.reference, booking.row.phone, secure),
      },
    },
  );
});

export const GET = methodNotAllowed('POST');
