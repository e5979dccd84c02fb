// A centre's place on a map: shown on the booking page and sent in the 2-hour reminder.

/** A map search for a place (a centre's address). */
export function mapLink(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`;
}
