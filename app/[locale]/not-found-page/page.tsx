import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NotFoundBody } from '@/components/home/client';

// The not-found page of each language, prerendered at build time: the production server
// (scripts/serve.mjs, lib/seo/not-found-document.ts) fills a 404's empty error document with
// the one of the address's language. Not a page for visitors: never indexed.
export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const t = await getTranslations({ locale: (await params).locale, namespace: 'notFound' });
  return { title: t('title'), robots: { index: false, follow: true } };
}

export default async function NotFoundDocument({
  params,
}: {
  params: Promise<{ locale: string }>;
}) {
  setRequestLocale((await params).locale);
  return <NotFoundBody />;
}
