import { Fragment } from 'react';
import { getLocale, getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';
import { SITE_NAME } from '@/lib/env/site';
import { localePath } from '@/lib/i18n/locales';
import { PRIVACY_NOTICE_VERSION } from '@/lib/privacy/client';
import { GrievanceContact } from './contact';
import { CookieList } from './cookie-list';
import { MY_DATA_PATH, TERMS_PATH } from './links';
import { NoticeDate } from './notice-date';

/** The notice's sections with their anchors, in order (their titles are messages). */
const SECTIONS = [
  'who-we-are',
  'what-we-collect',
  'how-long',
  'who-sees-it',
  'your-rights',
  'complaints',
  'cookies',
] as const;

/** What is collected for each purpose: each is a messages group with a title and items. */
const PURPOSES = ['callBack', 'book', 'report', 'login'] as const;

/**
 * The privacy notice (DPDP Act 2023, DPDP Rules 2025): what is collected for each purpose, how
 * long it is kept, who sees it, the patient's rights and where to complain. Every period and
 * contact comes from the settings, so the notice says what the running site does. Its words
 * are the "privacy" messages; the English ones are the notice of record.
 */
export async function PrivacyNotice() {
  const {
    LEAD_RETENTION_DAYS,
    OTP_RETENTION_DAYS,
    SMS_OUTBOX_RETENTION_DAYS,
    SESSION_IDLE_DAYS,
    SESSION_ABSOLUTE_DAYS,
  } = env();
  const t = await getTranslations('privacy');
  const locale = await getLocale();
  const keys = (group: string) => Object.keys(t.raw(group) as Record<string, string>);
  const heading = (id: (typeof SECTIONS)[number]) => <h2 id={id}>{t(`toc.${id}`)}</h2>;
  return (
    <article className="page prose-page">
      <h1>{t('title')}</h1>
      <NoticeDate date={PRIVACY_NOTICE_VERSION} version={PRIVACY_NOTICE_VERSION} />
      <p>{t('intro')}</p>
      <nav aria-label={t('onThisPage')}>
        <ul>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`toc.${id}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {heading('who-we-are')}
      <p>{t('whoRuns', { site: SITE_NAME })}</p>
      <p>{t('fiduciary')}</p>
      {heading('what-we-collect')}
      <p>{t('onlyWhatNeeded')}</p>
      {PURPOSES.map((purpose) => (
        <Fragment key={purpose}>
          <h3>{t(`${purpose}.title`)}</h3>
          <ul>
            {keys(`${purpose}.items`).map((item) => (
              <li key={item}>{t(`${purpose}.items.${item}`)}</li>
            ))}
          </ul>
          <p>{t(`${purpose}.why`)}</p>
        </Fragment>
      ))}
      <h3>{t('marketing.title')}</h3>
      <p>{t('marketing.text')}</p>
      <h3>{t('safety.title')}</h3>
      <p>{t('safety.text')}</p>
      <h3>{t('notCollected.title')}</h3>
      <ul>
        {keys('notCollected.items').map((item) => (
          <li key={item}>{t(`notCollected.items.${item}`)}</li>
        ))}
      </ul>
      {heading('how-long')}
      <ul>
        <li>{t('keep.leads', { days: LEAD_RETENTION_DAYS })}</li>
        <li>{t('keep.otp', { days: OTP_RETENTION_DAYS })}</li>
        <li>{t('keep.sms', { days: SMS_OUTBOX_RETENTION_DAYS })}</li>
        <li>{t('keep.sessions', { idle: SESSION_IDLE_DAYS, absolute: SESSION_ABSOLUTE_DAYS })}</li>
        <li>{t('keep.bookings')}</li>
        <li>{t('keep.reports')}</li>
      </ul>
      {heading('who-sees-it')}
      <ul>
        {keys('sees').map((item) => (
          <li key={item}>{t(`sees.${item}`)}</li>
        ))}
      </ul>
      {heading('your-rights')}
      <p>
        {t.rich('rightsLead', {
          link: (chunks) => <a href={localePath(locale, MY_DATA_PATH)}>{chunks}</a>,
        })}
      </p>
      <ul>
        {keys('rights').map((item) => (
          <li key={item}>{t(`rights.${item}`)}</li>
        ))}
      </ul>
      <p>{t.rich('afterDelete', { strong: (chunks) => <strong>{chunks}</strong> })}</p>
      <p>{t('correct')}</p>
      {heading('complaints')}
      <GrievanceContact />
      <p>{t('answerTime')}</p>
      <p>{t('board')}</p>
      {heading('cookies')}
      <p>{t('cookiesLead')}</p>
      <CookieList />
      <h2>{t('changes')}</h2>
      <p>
        {t.rich('changesText', {
          link: (chunks) => <a href={localePath(locale, TERMS_PATH)}>{chunks}</a>,
        })}
      </p>
    </article>
  );
}
