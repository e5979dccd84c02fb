import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { AccessibilityStatement } from '@/components/privacy';
import { SITE_NAME } from '@/lib/env/site';
import { alternatesFor, openGraphLocale } from '@/lib/i18n/alternates';

type Params = Promise<{ locale: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'accessibility' });
  return {
    title: t('title'),
    description: t('description', { site: SITE_NAME }),
    alternates: alternatesFor(locale, '/accessibility/'),
    openGraph: openGraphLocale(locale),
  };
}

// Per request: the contacts for reporting a barrier are read from the settings.
export const dynamic = 'force-dynamic';

export default async function AccessibilityPage({ params }: { params: Params }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return <AccessibilityStatement />;
}
