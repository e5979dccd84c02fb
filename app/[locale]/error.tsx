'use client';

import { useTranslations } from 'next-intl';

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  const t = useTranslations('errorPage');
  return (
    <section className="page">
      <h1>{t('heading')}</h1>
      <p>{t('lead')}</p>
      <button type="button" className="button" onClick={reset}>
        {t('retry')}
      </button>
    </section>
  );
}
