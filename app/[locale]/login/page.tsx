import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { LoginForm } from '@/components/accounts/client';
import { localPath } from '@/lib/page-params/local-path';
import { pageViewer } from '@/lib/accounts';
import { MY_BOOKINGS_PATH } from '@/lib/catalog/urls';
import { localePath } from '@/lib/i18n/locales';
import '@/components/accounts/accounts.css';

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export async function generateMetadata({ params }: Pick<Props, 'params'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'login' });
  return {
    title: t('title'),
    description: t('description'),
    robots: { index: false, follow: false },
  };
}

// Per request (it reads the session cookie), never cached.
export default async function LoginPage({ params, searchParams }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  // A `next` of this site is kept as it is, language prefix and all; without one, My bookings
  // in the login's language.
  const next = localPath((await searchParams).next) ?? localePath(locale, MY_BOOKINGS_PATH);
  if ((await pageViewer()).isLoggedIn) redirect(next);
  const t = await getTranslations('login');
  return (
    <section className="page account-page">
      <h1>{t('title')}</h1>
      <p className="muted">{t('lead')}</p>
      <LoginForm next={next} />
    </section>
  );
}
