// POST /api/booking/ (served by pages/api/booking/index.ts, see lib/server-api/node-route.ts).
import { withApi } from '@/lib/server-api/handler';
import { JsonAnswer } from '@/lib/server-api/json-answer';
import { PRIVATE } from '@/lib/server-api/responses';
import { pinReads } from '@/lib/server-api/read-your-writes';
import { accessCookie, bookFromRequest, childPatient, toBookingView } from '@/lib/booking';
import { attributionOf, forgetCampaign } from '@/lib/campaigns';
import { getDbHandle } from '@/lib/db';
import { logger } from '@/lib/log';
import { nudgeMessages } from '@/lib/messages';
import type { ApiRequest } from '@/lib/server-api/api-request';

export const POST = withApi(async (request: ApiRequest) => {
  // Campaigns reads bookings for its report, so booking is handed where the patient came from.
  const { booking, replayed } = await bookFromRequest(await getDbHandle(), request, {
    attribution: attributionOf(request),
  });
  if (!replayed) logger.info({ reference: booking.row.reference }, 'booking created');
  const answer = new JsonAnswer(
    { booking: toBookingView(booking) },
    { status: 201, headers: PRIVATE },
  );
  answer.cookies.set(accessCookie(booking.row));
  // A child's booking keeps no attribution, and the browser keeps no campaign cookie after it.
  if (booking.row.patientAge !== null && childPatient(booking.row.patientAge)) {
    answer.cookies.set(forgetCampaign());
  }
  // Its slot's places and My bookings, read next by this browser, must show it: the primary.
  nudgeMessages();
  return pinReads(answer);
});
