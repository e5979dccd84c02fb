import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { SITE_NAME } from '@/lib/env/site';
import { PatientFrame } from '@/app/patient-frame';
import { isLocale, LOCALES } from '@/lib/i18n/locales';

type Params = Promise<{ locale: string }>;

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'site' });
  return {
    title: { default: t('title', { site: SITE_NAME }), template: `%s | ${SITE_NAME}` },
    description: t('description'),
  };
}

export default async function PatientLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Params;
}) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return <PatientFrame locale={locale}>{children}</PatientFrame>;
}
