import type { Metadata } from 'next';
import { cookies } from 'next/headers';
import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import {
  isOpened,
  maskedNumber,
  reportLinkState,
  reportOpenCookieName,
  REPORT_LINK_DAYS,
  REPORT_OPEN_MINUTES,
} from '@/lib/booking';
import { MY_BOOKINGS_PATH } from '@/lib/catalog/urls';
import { getDb } from '@/lib/db';
import { localDateTimeLabel } from '@/lib/i18n/local-dates';
import { localePath } from '@/lib/i18n/locales';
import '@/components/accounts/accounts.css';

type Props = {
  params: Promise<{ locale: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'reportLink' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

// Per request (it reads the link and this browser's cookie), never cached.
export const dynamic = 'force-dynamic';

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The report-ready message's link: the booking's number masked, a 'Send code' form, then the
 * code's form, both plain posts (app/api/report/[token]/code and open answer 303 back here);
 * after a right code, the download. A link that does not work says why and how else to get it.
 */
export default async function ReportLinkPage({ params, searchParams }: Props) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('reportLink');
  const query = await searchParams;
  const now = new Date();
  const found = await reportLinkState(await getDb(), token, now);

  if (found.state !== 'valid') {
    const expired = found.state === 'expired';
    return (
      <section className="page account-page">
        <h1>{t(expired ? 'expiredTitle' : 'invalidTitle')}</h1>
        <p>{expired ? t('expiredLead', { days: REPORT_LINK_DAYS }) : t('invalidLead')}</p>
        <p>{t('howToGet')}</p>
        <p>
          <Link
            className="button"
            href={`${localePath(locale, '/login/')}?next=${encodeURIComponent(localePath(locale, MY_BOOKINGS_PATH))}`}
          >
            {t('logIn')}
          </Link>
        </p>
      </section>
    );
  }

  const { link } = found;
  const number = maskedNumber(link.phone);
  const opened = await isOpened(
    link,
    (await cookies()).get(reportOpenCookieName(link.id))?.value,
    now,
  );
  const request = one(query.request);
  const requestId = request && UUID.test(request) ? request : null;
  const error = one(query.error);
  const left = Number(one(query.left) ?? 0);
  const api = `/api/report/${token}`;

  return (
    <section className="page account-page">
      <h1>{t('title')}</h1>
      <p>
        {t('validUntil', {
          date: localDateTimeLabel(locale, link.expiresAt),
          days: REPORT_LINK_DAYS,
        })}
      </p>
      {opened ? (
        <>
          <p className="phone-verified">{t('opened', { minutes: REPORT_OPEN_MINUTES })}</p>
          <p>
            <a className="button" href={`${api}/`} download>
              {t('download')}
            </a>
          </p>
        </>
      ) : (
        <>
          <p className="muted">{t('lead', { number })}</p>
          {error === 'wait' && (
            <p role="alert" className="field-error">
              {t('wait')}
            </p>
          )}
          {error === 'dead' && (
            <p role="alert" className="field-error">
              {t('dead')}
            </p>
          )}
          {/* The login's column: a code box as wide as the login page's, not the page's. */}
          <div className="login-form">
            {requestId ? (
              <form method="post" action={`${api}/open/`} className="phone-code">
                <p className="phone-code-title">
                  {t(one(query.sent) === 'no' ? 'codeReused' : 'codeSent', { number })}
                </p>
                <input type="hidden" name="locale" value={locale} />
                <input type="hidden" name="request_id" value={requestId} />
                <label htmlFor="report-code">{t('codeLabel')}</label>
                <div className="phone-code-row">
                  <input
                    id="report-code"
                    name="code"
                    className="phone-code-input"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    pattern="[0-9]{6}"
                    maxLength={6}
                    required
                    aria-invalid={error === 'wrong'}
                    aria-describedby={error === 'wrong' ? 'report-code-problem' : undefined}
                  />
                  <button type="submit" className="button">
                    {t('open')}
                  </button>
                </div>
                {error === 'wrong' && (
                  <p id="report-code-problem" role="alert" className="field-error">
                    {t('wrong', { left })}
                  </p>
                )}
              </form>
            ) : null}
            <form method="post" action={`${api}/code/`}>
              <input type="hidden" name="locale" value={locale} />
              <button type="submit" className={requestId ? 'link-button' : 'button'}>
                {t(requestId ? 'sendAgain' : 'sendCode')}
              </button>
            </form>
          </div>
        </>
      )}
    </section>
  );
}
