// What the privacy feature knows of bookings: told by the booking feature when a process
// starts (connectBookings in lib/booking/connect.ts, called by instrumentation.ts,
// scripts/worker.ts, scripts/simulate.ts and the tests' setup). Booking stores the consent
// words privacy gives it, so booking uses privacy; privacy is told how to read and cancel a
// booking instead of importing booking back (lib/server-process/port.ts).
import type { Db } from '@/lib/db/connect';
import { processPort } from '@/lib/server-process/port';

export interface BookingsForPrivacy {
  /** The statuses of a booking still to happen: 'upcoming' in My data, cancelled before erasing. */
  active: readonly string[];
  /** Cancels a booking as its patient would (its place given back); false if no longer active. */
  cancel(db: Db, reference: string, now: Date): Promise<boolean>;
  /** A status in the booking page's English words, or undefined for one it does not name. */
  statusLabel(status: string): string | undefined;
}

const port = processPort<BookingsForPrivacy>(
  'privacy.bookings',
  'privacy was not told about bookings: call connectBookings() (lib/booking) at start-up',
);

export const tellPrivacyAboutBookings = port.tell;

/** What was told; a process that never connected the booking feature fails here, loudly. */
export const bookingsForPrivacy = port.get;
