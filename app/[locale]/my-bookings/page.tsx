import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LogoutButton } from '@/components/accounts/logout-button';
import { MyBookingList } from '@/components/accounts/my-booking-list';
import { loginPath } from '@/lib/accounts/next-path';
import { carryQuery } from '@/lib/catalog/navigation';
import { MY_BOOKINGS_PATH } from '@/lib/catalog/urls';
import { visitorQuery, type SearchParams } from '@/lib/pages/params';
import { pageViewer } from '@/lib/accounts/viewer';
import { bookingsOf } from '@/lib/booking/mine';
import { toBookingView } from '@/lib/booking/view';
import { getDb } from '@/lib/db';
import { displayMobile } from '@/lib/locale/mobile-normalise';
import { RemindersSwitch } from '@/components/messages/reminders-switch';
import { remindersStopped } from '@/lib/messages/opt-out';
import '@/components/accounts/accounts.css';

export const metadata: Metadata = {
  title: 'My bookings',
  description: 'Your diagnostic test and scan bookings.',
  robots: { index: false, follow: false },
};

// Per request (it reads the session cookie), never cached. The site header links here for
// everyone, so an anonymous visitor is sent to log in first.
export default async function MyBookingsPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const viewer = await pageViewer();
  if (!viewer.isLoggedIn || viewer.userId === null || viewer.customerPhone === null) {
    // A campaign's query string goes along to the login page.
    redirect(carryQuery(loginPath(MY_BOOKINGS_PATH), visitorQuery(await searchParams, ['next'])));
  }
  const now = new Date();
  const db = await getDb();
  const [rows, stopped] = await Promise.all([
    bookingsOf(db, viewer.userId, now),
    remindersStopped(db, viewer.customerPhone),
  ]);
  const bookings = rows.map(toBookingView);
  return (
    <section className="page account-page">
      <div className="account-head">
        <div>
          <h1>My bookings</h1>
          <p className="muted">Logged in as {displayMobile(viewer.customerPhone)}</p>
        </div>
        <LogoutButton />
      </div>
      {bookings.length === 0 ? (
        <div className="card">
          <p>You have no bookings yet.</p>
          <p>
            <a href="/" className="button">
              Find a test or scan
            </a>
          </p>
        </div>
      ) : (
        <MyBookingList bookings={bookings} now={now} />
      )}
      <div className="card">
        <h2>Reminders</h2>
        <RemindersSwitch stopped={stopped} />
      </div>
    </section>
  );
}
