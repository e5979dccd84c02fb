import { useTranslations } from 'next-intl';
import { SITE_NAME } from '@/lib/env/site';
import { PopularForPath } from '@/components/home/popular-for-path';

/** The not-found page's text; the city's popular tests are fetched in the browser. */
export function NotFoundBody() {
  const t = useTranslations('notFound');
  return (
    <section className="page">
      <title>{`${t('title')} | ${SITE_NAME}`}</title>
      <meta name="robots" content="noindex" />
      <h1>{t('heading')}</h1>
      <p>{t('lead')}</p>
      <PopularForPath />
      <p>
        <a href="/" className="button">
          {t('allTests')}
        </a>
      </p>
    </section>
  );
}
