// Tells the features below booking what they need of bookings, once per process (the Next
// server's instrumentation.ts, scripts/worker.ts, scripts/simulate.ts, the tests' setup).
// Booking uses messages (it plans a booking's messages in its own statement) and privacy (it
// stores the consent words privacy gives it); each of those reads, links to or cancels
// bookings, and is handed how here instead of importing booking back.
import '@/lib/server-api/server-only';
import { logger } from '@/lib/log';
import { sweepEachMinute, tellMessagesAboutBookings } from '@/lib/messages';
import { tellPrivacyAboutBookings } from '@/lib/privacy';
import { sweepDeadlines } from './deadlines';
import { ACTIVE, STATUS_LABELS, type BookingStatus } from './lifecycle';
import { bookingPagePath } from './links';
import { cancelBooking } from './manage';
import { makeReportLink } from './report-link';
import { getBooking } from './view';

const isActive = (status: string) => ACTIVE.includes(status as BookingStatus);

export function connectBookings(): void {
  tellMessagesAboutBookings({
    active: ACTIVE,
    pagePath: bookingPagePath,
    reportLink: makeReportLink,
    sweepDeadlines,
  });
  tellPrivacyAboutBookings({
    active: ACTIVE,
    cancel: async (db, reference, now) => {
      const details = await getBooking(db, reference);
      if (!details || !isActive(details.row.status)) return false;
      await cancelBooking(db, details, now);
      return true;
    },
    statusLabel: (status) => STATUS_LABELS[status as BookingStatus],
  });
  // Family uses neither booking nor messages: booking, which uses both, hands the minute job the
  // check for members who turned 18 (their holder is told on My family from that day). The
  // family entry is loaded when the sweep first runs, not here: it loads the database module,
  // which a test file replaces with its own only if nothing loaded it before (lib/testing/jest-setup.ts).
  sweepEachMinute('adult family members', async (db, now) => {
    const { noticeAdultMembers } = await import('@/lib/family');
    const noticed = await noticeAdultMembers(db, now);
    if (noticed > 0) logger.info({ adult_notices: noticed }, 'family members turned 18');
  });
}
