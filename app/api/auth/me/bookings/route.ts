import { requirePatient } from '@/lib/accounts';
import type { MyBookingsResponse } from '@/lib/booking/client';
import { methodNotAllowed } from '@/lib/server-api/errors';
import { withApi } from '@/lib/server-api/handler';
import { PRIVATE } from '@/lib/server-api/responses';
import { bookingsOf, toBookingView } from '@/lib/booking';
import { getDb } from '@/lib/db';

export const dynamic = 'force-dynamic';

/** The logged-in patient's bookings, upcoming first; 401 without a live session. */
export const GET = withApi(async (request) => {
  const db = await getDb();
  const patient = await requirePatient(db, request);
  const answer: MyBookingsResponse = {
    bookings: (await bookingsOf(db, patient.userId)).map(toBookingView),
  };
  return Response.json(answer, { headers: PRIVATE });
});

export const POST = methodNotAllowed('GET');
