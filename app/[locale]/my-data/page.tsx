import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LogoutButton } from '@/components/accounts';
import { MyDataView } from '@/components/privacy';
import { EraseForm } from '@/components/privacy/my-data.entry';
import { PrivacyChoicesForm } from '@/components/privacy/my-data.entry';
import { pageViewer } from '@/lib/accounts';
import { isPatient, patientOrLogin, privatePageMetadata } from '@/lib/accounts/private-page.entry';
import { getDb } from '@/lib/db';
import { calendarOf } from '@/lib/i18n/calendar-names';
import { dateTimeLabel } from '@/lib/i18n/calendar';
import { localePath } from '@/lib/i18n/locales';
import { displayMobile } from '@/lib/locale/mobile-normalise';
import { myData } from '@/lib/privacy';
import { MY_DATA_PATH, PRIVACY_NOTICE_PATH } from '@/lib/privacy/client';
import type { SearchParams } from '@/lib/page-params/params';
import '@/components/accounts/accounts.css';
import '@/components/privacy/my-data.css';

type Params = Promise<{ locale: string }>;

export const generateMetadata = privatePageMetadata('myData');

// Per request (the session cookie), never cached. The login code proves the number.
export default async function MyDataPage({
  params,
  searchParams,
}: {
  params: Params;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('myData');
  const query = await searchParams;
  const seen = await pageViewer();
  const myDataPath = localePath(locale, MY_DATA_PATH);
  // Just deleted: the session went with the data, and the page says it was done.
  if (!isPatient(seen) && query.deleted === '1') {
    return (
      <section className="page account-page my-data">
        <h1>{t('title')}</h1>
        <p role="status" className="card">
          {t('deleted')}
        </p>
      </section>
    );
  }
  const viewer = patientOrLogin(seen, locale, MY_DATA_PATH, query);
  const now = new Date();
  const data = await myData(
    await getDb(),
    { phone: viewer.customerPhone, userId: viewer.userId },
    now,
  );
  const names = await calendarOf(locale);
  const upcoming = data.bookings
    .filter((b) => b.upcoming)
    .map((b) => ({
      reference: b.reference,
      line: t('upcomingItem', {
        reference: b.reference,
        label: t('upcomingLine', {
          test: b.test,
          when: dateTimeLabel(new Date(b.slot_start), names),
          centre: b.centre,
        }),
      }),
    }));
  const reports = data.bookings.filter((b) => b.report !== null).map((b) => b.reference);
  const strong = (chunks: React.ReactNode) => <strong>{chunks}</strong>;
  return (
    <section className="page account-page my-data">
      <div className="account-head">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">
            {t('everything', { number: displayMobile(viewer.customerPhone) })}
          </p>
        </div>
        <LogoutButton />
      </div>
      <p>
        {t.rich('howWeUse', {
          link: (chunks) => <a href={localePath(locale, PRIVACY_NOTICE_PATH)}>{chunks}</a>,
        })}
      </p>
      <p className="my-data-actions">
        <a className="button button-outline" href="/api/privacy/export/" download>
          {t('download')}
        </a>
      </p>
      <PrivacyChoicesForm
        initial={data.choices}
        text={{
          title: t('choices'),
          doNotCall: t.rich('doNotCall', { strong }),
          marketing: t('marketing'),
          saved: t('saved'),
          failed: t('choiceFailed'),
        }}
      />
      <MyDataView data={data} />
      <EraseForm
        upcoming={upcoming}
        doneHref={`${myDataPath}?deleted=1`}
        text={{
          title: t('erase'),
          lead: t('eraseLead'),
          reportsLabel: t('yourReports'),
          reports:
            reports.length > 0
              ? {
                  deleted: t('reportsDeleted', {
                    count: reports.length,
                    references: reports.join(', '),
                  }),
                  first: t.rich('reportsFirst', {
                    count: reports.length,
                    link: (chunks) => <a href="#my-data-bookings">{chunks}</a>,
                  }),
                }
              : null,
          upcoming: upcoming.length > 0 ? t('upcomingCancelled', { count: upcoming.length }) : null,
          sure: t('sure'),
          failed: t('eraseFailed'),
          wait: t('wait'),
        }}
      />
    </section>
  );
}
