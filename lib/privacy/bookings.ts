// What the privacy feature knows of bookings: told by the booking feature when a process
// starts (connectBookings in lib/booking/connect.ts, called by instrumentation.ts,
// scripts/worker.ts, scripts/simulate.ts and the tests' setup). Booking stores the consent
// words privacy gives it, so booking uses privacy; privacy is told how to read and cancel a
// booking instead of importing booking back. On globalThis: Next loads the start-up and each
// route's bundle apart, in one process.
import type { Db } from '@/lib/db/connect';

export interface BookingsForPrivacy {
  /** The statuses of a booking still to happen: 'upcoming' in My data, cancelled before erasing. */
  active: readonly string[];
  /** Cancels a booking as its patient would (its place given back); false if no longer active. */
  cancel(db: Db, reference: string, now: Date): Promise<boolean>;
  /** A status in the booking page's English words, or undefined for one it does not name. */
  statusLabel(status: string): string | undefined;
}

const holder = globalThis as typeof globalThis & { __privacyBookings?: BookingsForPrivacy };

export function tellPrivacyAboutBookings(bookings: BookingsForPrivacy): void {
  holder.__privacyBookings = bookings;
}

/** What was told; a process that never connected the booking feature fails here, loudly. */
export function bookingsForPrivacy(): BookingsForPrivacy {
  const told = holder.__privacyBookings;
  if (!told) {
    throw new Error(
      'privacy was not told about bookings: call connectBookings() (lib/booking) at start-up',
    );
  }
  return told;
}
