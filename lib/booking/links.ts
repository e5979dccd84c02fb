// The booking page's address: its own links, and the messages (told it at start-up) point to it.

export function bookingPagePath(reference: string): string {
  return `/booking/${reference}/`;
}
