import { getLocale, getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { MY_BOOKINGS_PATH } from '@/lib/catalog/urls';
import { env } from '@/lib/env';
import { SITE_NAME, telHref } from '@/lib/env/site';
import { localePath } from '@/lib/i18n/locales';
import { PRIVACY_PATH, TERMS_DATE } from './links';
import { NoticeDate } from './notice-date';

/**
 * The terms of booking: prices, payment, cancelling and moving (the rules of lib/booking/manage.ts
 * and lib/booking/schedule.ts), what happens when a visit fails, reports, preparation and age.
 * It promises only what the site and the operations team do today.
 */
export async function TermsOfBooking() {
  const { SITE_PHONE } = env();
  const t = await getTranslations('terms');
  const locale = await getLocale();
  const tags = {
    phone: SITE_PHONE,
    call: (chunks: ReactNode) => (
      <a href={telHref(SITE_PHONE)} data-conversion="call">
        {chunks}
      </a>
    ),
    link: (chunks: ReactNode) => <a href={localePath(locale, MY_BOOKINGS_PATH)}>{chunks}</a>,
  };
  const items = (group: string) => (
    <ul>
      {Object.keys(t.raw(group) as Record<string, string>).map((item) => (
        <li key={item}>{t.rich(`${group}.${item}`, tags)}</li>
      ))}
    </ul>
  );
  return (
    <article className="page prose-page">
      <h1>{t('title')}</h1>
      <NoticeDate date={TERMS_DATE} />
      <p>{t('intro', { site: SITE_NAME })}</p>
      <h2>{t('prices')}</h2>
      <p>{t('pricesLead')}</p>
      {items('priceItems')}
      <p>{t('noFee')}</p>
      <h2>{t('paying')}</h2>
      {items('payItems')}
      <h2>{t('booking')}</h2>
      {items('bookItems')}
      <h2>{t('change')}</h2>
      {items('changeItems')}
      <h2>{t('failed')}</h2>
      <p>{t('failedLead')}</p>
      {items('failedItems')}
      <h2>{t('prep')}</h2>
      <p>{t('prepText')}</p>
      <h2>{t('reports')}</h2>
      {items('reportItems')}
      <h2>{t('data')}</h2>
      <p>
        {t.rich('dataText', {
          link: (chunks) => <a href={localePath(locale, PRIVACY_PATH)}>{chunks}</a>,
        })}
      </p>
      <h2>{t('questions')}</h2>
      <p>{t.rich('questionsText', tags)}</p>
    </article>
  );
}
