import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PrivacyNotice } from '@/components/privacy';
import { SITE_NAME } from '@/lib/env/site';
import { alternatesFor, openGraphLocale } from '@/lib/i18n/alternates';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'privacy' });
  return {
    title: t('title'),
    description: t('description', { site: SITE_NAME }),
    alternates: alternatesFor(locale, '/privacy/'),
    openGraph: openGraphLocale(locale),
  };
}

// Per request: the retention periods and the grievance officer are read from the settings, so
// the notice always states what the running site does.
export const dynamic = 'force-dynamic';

export default async function PrivacyPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <PrivacyNotice />;
}
