import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LogoutButton } from '@/components/accounts';
import { MyBookingList } from '@/components/booking/my-bookings.entry';
import { pageViewer } from '@/lib/accounts';
import { patientOrLogin, privatePageMetadata } from '@/lib/accounts/private-page.entry';
import { MY_BOOKINGS_PATH } from '@/lib/catalog/urls';
import type { SearchParams } from '@/lib/page-params/params';
import { bookingsOf, toBookingView } from '@/lib/booking';
import { getDb } from '@/lib/db';
import { localePath } from '@/lib/i18n/locales';
import { displayMobile } from '@/lib/locale/mobile-normalise';
import { remindersText } from '@/components/messages';
import { RemindersSwitch } from '@/components/messages/client';
import { remindersStopped } from '@/lib/messages';
import '@/components/accounts/accounts.css';

type Params = Promise<{ locale: string }>;

export const generateMetadata = privatePageMetadata('myBookings');

// Per request (it reads the session cookie), never cached. The site header links here for
// everyone, so an anonymous visitor is sent to log in first.
export default async function MyBookingsPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = patientOrLogin(await pageViewer(), locale, MY_BOOKINGS_PATH, await searchParams);
  const t = await getTranslations('myBookings');
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
          <h1>{t('title')}</h1>
          <p className="muted">
            {t('loggedInAs', { number: displayMobile(viewer.customerPhone) })}
          </p>
        </div>
        <LogoutButton />
      </div>
      <p>
        <a href={localePath(locale, '/my-family/')}>{t('myFamily')}</a>
      </p>
      {bookings.length === 0 ? (
        <div className="card">
          <p>{t('none')}</p>
          <p>
            <a href={localePath(locale, '/')} className="button">
              {t('find')}
            </a>
          </p>
        </div>
      ) : (
        <MyBookingList bookings={bookings} now={now} />
      )}
      <div className="card">
        <h2>{t('reminders')}</h2>
        <RemindersSwitch stopped={stopped} text={await remindersText()} />
      </div>
    </section>
  );
}
