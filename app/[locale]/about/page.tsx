import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITE_NAME } from '@/lib/env/site';
import { alternatesFor, openGraphLocale } from '@/lib/i18n/alternates';
import { localePath } from '@/lib/i18n/locales';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'about' });
  return {
    title: t('title', { site: SITE_NAME }),
    description: t('description', { site: SITE_NAME }),
    alternates: alternatesFor(locale, '/about/'),
    openGraph: openGraphLocale(locale),
  };
}

// Static: no data, built once per language. It is also the "bare static page" baseline of
// npm run bench.
export default async function AboutPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations('about');
  return (
    <article className="page prose-page">
      <h1>{t('title', { site: SITE_NAME })}</h1>
      <p>{t('lead', { site: SITE_NAME })}</p>
      <h2>{t('honestHeading')}</h2>
      <p>{t('honest')}</p>
      <h2>{t('slotsHeading')}</h2>
      <p>{t('slots')}</p>
      <p>
        <a href={localePath(locale, '/')}>{t('find')}</a>
      </p>
    </article>
  );
}
