'use client';

import { useLocale, useTranslations } from 'next-intl';
import { localePath } from '@/lib/i18n/locales';
import { SITE_NAME } from '@/lib/env/site';
import { PopularForPath } from '@/components/home/popular-for-path';

/**
 * The not-found page's text; the city's popular tests are fetched in the browser. A client
 * component, reading the frame's messages: a not-found page has no params, and a server one
 * asking next-intl for the request's language would run beside the layout, before it is set,
 * and settle the whole page in English.
 */
export function NotFoundBody() {
  const t = useTranslations('notFound');
  const locale = useLocale();
  return (
    <section className="page">
      <title>{`${t('title')} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('heading')}</h1>
      <p>{t('lead')}</p>
      {/* Its search box and list read the catalogue's words in the browser. */}
      <PopularForPath />
      <p>
        <a href={localePath(locale, '/')} className="button">
          {t('allTests')}
        </a>
      </p>
    </section>
  );
}
