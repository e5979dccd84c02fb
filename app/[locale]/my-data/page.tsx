import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LogoutButton } from '@/components/accounts/logout-button';
import { EraseForm } from '@/components/privacy/erase-form';
import { MyDataView } from '@/components/privacy/my-data-view';
import { PrivacyChoicesForm } from '@/components/privacy/privacy-choices';
import { loginPath } from '@/lib/accounts/next-path';
import { pageViewer } from '@/lib/accounts/viewer';
import { carryQuery } from '@/lib/catalog/navigation';
import { getDb } from '@/lib/db';
import { indiaDateTimeLabel } from '@/lib/locale/india';
import { displayMobile } from '@/lib/locale/mobile-normalise';
import { myData } from '@/lib/privacy';
import { MY_DATA_PATH, PRIVACY_NOTICE_PATH } from '@/lib/privacy/client';
import { visitorQuery, type SearchParams } from '@/lib/pages/params';
import '@/components/accounts/accounts.css';
import '@/components/privacy/my-data.css';

export const metadata: Metadata = {
  title: 'My data',
  description: 'See, download or delete what DiagnoBook stores about your mobile number.',
  robots: { index: false, follow: false },
};

// Per request (the session cookie), never cached. The login code proves the number.
export default async function MyDataPage({
  searchParams,
}: {
  searchParams: Promise<SearchParams>;
}) {
  const query = await searchParams;
  const viewer = await pageViewer();
  if (!viewer.isLoggedIn || viewer.userId === null || viewer.customerPhone === null) {
    if (query.deleted === '1') {
      return (
        <section className="page account-page my-data">
          <h1>My data</h1>
          <p role="status" className="card">
            Your data is deleted and you are logged out. Thank you for using DiagnoBook.
          </p>
        </section>
      );
    }
    redirect(carryQuery(loginPath(MY_DATA_PATH), visitorQuery(query, ['next'])));
  }
  const now = new Date();
  const data = await myData(
    await getDb(),
    { phone: viewer.customerPhone, userId: viewer.userId },
    now,
  );
  const upcoming = data.bookings
    .filter((b) => b.upcoming)
    .map((b) => ({
      reference: b.reference,
      label: `${b.test}, ${indiaDateTimeLabel(new Date(b.slot_start))} at ${b.centre}`,
    }));
  return (
    <section className="page account-page my-data">
      <div className="account-head">
        <div>
          <h1>My data</h1>
          <p className="muted">Everything we store about {displayMobile(viewer.customerPhone)}</p>
        </div>
        <LogoutButton />
      </div>
      <p>
        How we use it and how long we keep it: our <a href={PRIVACY_NOTICE_PATH}>privacy notice</a>.
      </p>
      <p className="my-data-actions">
        <a className="button button-outline" href="/api/privacy/export/" download>
          Download my data (JSON)
        </a>
      </p>
      <PrivacyChoicesForm initial={data.choices} />
      <MyDataView data={data} />
      <EraseForm
        upcoming={upcoming}
        reports={data.bookings.filter((b) => b.report !== null).map((b) => b.reference)}
      />
    </section>
  );
}
