import { NextResponse } from 'next/server';
import { bookingAccessBody } from '@/lib/booking/contract';
import { clientIp } from '@/lib/server-api/client-ip';
import { methodNotAllowed, notFoundError } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { parseJsonBody } from '@/lib/server-api/validation';
import { accessCookie, isReference, phoneMatches } from '@/lib/booking/access';
import { getBooking } from '@/lib/booking/view';
import { getDbHandle } from '@/lib/db';
import { env } from '@/lib/env';
import { enforce, getLimiters } from '@/lib/ratelimit';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ reference: string }> };

/** The number a booking was made with opens its page in this browser. */
export const POST = withApi(async (request, { params }: Context) => {
  const reference = (await params).reference.toUpperCase();
  const handle = await getDbHandle();
  const limits = getLimiters(handle);
  await enforce(limits.bookingPerIp, clientIp(request, env().TRUSTED_PROXY_COUNT));
  await enforce(limits.bookingAccessPerReference, reference);
  const { phone } = await parseJsonBody(request, bookingAccessBody);
  const details = isReference(reference) ? await getBooking(handle.primary, reference) : null;
  if (!details || !phoneMatches(details, phone))
    throw notFoundError('The booking', 'booking_not_found');
  const response = NextResponse.json({ ok: true }, { headers: PRIVATE });
  response.cookies.set(accessCookie(details));
  return response;
});

export const GET = methodNotAllowed('POST');
