// The booking's links, shared by its pages and by the messages that point to them.

/** A map search for a centre's place: the booking page and the 2-hour reminder link to it. */
export function mapLink(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}

export function bookingPagePath(reference: string): string {
  return `/booking/${reference}/`;
}
