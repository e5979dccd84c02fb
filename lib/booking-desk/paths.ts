/** The operations bookings search. */
export const BOOKINGS_PATH = '/ops/bookings/';

/** A booking's own staff page: the one place its patient's number shows in full. */
export function staffBookingPath(reference: string): string {
  return `${BOOKINGS_PATH}${encodeURIComponent(reference)}/`;
}
