// A patient's booking request (POST /api/booking/), from its gate to the stored booking. On
// PostgreSQL the gate and the write are first tried as one statement: a booking that passes
// every check, in a slot with a place, costs one round trip and one commit (npm run
// bench). Any other request finds that statement undone and is answered the careful way,
// gate first, exactly as on PGlite.
import '@/lib/server-api/server-only';
import { attributionOf } from '@/lib/campaigns';
import type { DbHandle } from '@/lib/db/connect';
import { getLimiters, inSharedTable, type Limiters } from '@/lib/ratelimit';
import { requestLanguage } from '@/lib/i18n/request-language';
import { createBooking, createBookingBehindGate } from './create';
import { gateValues, passBookingGate, readBookingRequest } from './gate';
import type { BookingDetails } from './view';
import type { ApiRequest } from '@/lib/server-api/api-request';

export async function bookFromRequest(
  handle: DbHandle,
  request: ApiRequest,
  {
    limits = getLimiters(handle),
    oneStatement = inSharedTable(handle),
  }: { limits?: Limiters; oneStatement?: boolean } = {},
): Promise<{ booking: BookingDetails; replayed: boolean }> {
  const read = await readBookingRequest(request);
  const attribution = attributionOf(request);
  if (oneStatement && 'value' in read) {
    const now = new Date();
    const booking = await createBookingBehindGate(
      handle.primary,
      read.value.body,
      read.value.key,
      gateValues(request, read, limits, now).params,
      now,
      attribution,
      requestLanguage(read.value.body.language, request),
    );
    if (booking) return { booking, replayed: false };
  }
  const { patient, key, body } = await passBookingGate(handle, request, read, {
    limits,
    oneStatement,
  });
  return createBooking(
    handle.primary,
    body,
    key,
    new Date(),
    patient.userId,
    null,
    attribution,
    requestLanguage(body.language, request),
  );
}
