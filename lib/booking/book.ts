// A patient's booking request (POST /api/booking/), from the request to the stored booking, in
// the order the work happens: the request is read once (request.ts), the way is chosen, the
// gate is passed (gate.ts), the offer is checked and the booking's values made (create.ts),
// and its one statement writes it (write.ts). The two ways side by side:
// - in one statement (PostgreSQL): the gate and the write are one statement, so a booking
//   that passes every check, in a slot with a place, costs one round trip and one commit
//   (npm run bench). Any other request finds that statement undone and goes the careful way.
// - the careful way (PGlite, and every request the first way did not book): the gate first,
//   then the write, which finds out why a request is refused or replayed.
import '@/lib/server-api/server-only';
import type { DbHandle } from '@/lib/db/connect';
import { getLimiters, inSharedTable, type Limiters } from '@/lib/ratelimit';
import type { ApiRequest } from '@/lib/server-api/api-request';
import { createBooking, createBookingBehindGate, type Attribution } from './create';
import { forMember } from './for-member';
import { bookForMember } from './member-booking';
import { gateValues, passBookingGate } from './gate';
import { readBookingRequest } from './request';
import type { BookingDetails } from './view';

export async function bookFromRequest(
  handle: DbHandle,
  request: ApiRequest,
  {
    limits = getLimiters(handle),
    oneStatement = inSharedTable(handle),
    attribution = null,
  }: {
    limits?: Limiters;
    oneStatement?: boolean;
    /** Where the patient came from: the route reads it (lib/campaigns) and hands it over. */
    attribution?: Attribution | null;
  } = {},
): Promise<{ booking: BookingDetails; replayed: boolean }> {
  const read = await readBookingRequest(request);
  // A member's booking goes the careful way: the member is read, or kept, for the session's account.
  if (oneStatement && read.ask && !forMember(read.ask.body)) {
    const now = new Date();
    const { params } = gateValues(read, limits, now);
    const booking = await createBookingBehindGate(
      handle.primary,
      read.ask,
      params,
      now,
      attribution,
    );
    if (booking) return { booking, replayed: false };
  }
  const passed = await passBookingGate(handle, read, { limits, oneStatement });
  const { patient, key, body, language } = passed;
  if (forMember(body)) {
    const { userId, customerPhone: phone } = patient;
    return bookForMember(
      handle.primary,
      { userId, phone, language, madeByStaffId: null },
      body,
      key,
      new Date(),
      attribution,
    );
  }
  return createBooking(
    handle.primary,
    body,
    key,
    new Date(),
    patient.userId,
    null,
    attribution,
    language,
  );
}
