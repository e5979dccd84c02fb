// What the messages feature knows of bookings: told by the booking feature when a process
// starts (connectBookings in lib/booking/connect.ts, called by instrumentation.ts,
// scripts/worker.ts, scripts/simulate.ts and the tests' setup). Booking plans a booking's
// messages in its own statements, so booking uses messages; messages are told about bookings
// instead of importing booking back (lib/server-process/port.ts).
import type { Db } from '@/lib/db/connect';
import { processPort } from '@/lib/server-process/port';

export interface BookingsForMessages {
  /** The statuses of a booking still to happen: only those still get their reminders. */
  active: readonly string[];
  /** A booking's page, by its reference, before the language's prefix. */
  pagePath(reference: string): string;
  /**
   * A new link to a booking's report, made as its report-ready message is sent: the token
   * (to mask in the stored text), its page before the language's prefix, and its days.
   */
  reportLink(
    db: Db,
    bookingId: string,
    now: Date,
  ): Promise<{ token: string; path: string; days: number }>;
  /** The bookings' clock: what a passing minute does to them (one working process runs it). */
  sweepDeadlines(
    db: Db,
    now: Date,
  ): Promise<{ escalated: number; late: number; lateReports?: number }>;
}

const port = processPort<BookingsForMessages>(
  'messages.bookings',
  'messages were not told about bookings: call connectBookings() (lib/booking) at start-up',
);

export const tellMessagesAboutBookings = port.tell;

/** What was told; a process that never connected the booking feature fails here, loudly. */
export const bookingsForMessages = port.get;
