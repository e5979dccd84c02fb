import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { remindersText } from '@/components/messages';
import { RemindersSwitch } from '@/components/messages/client';
import { getDb } from '@/lib/db';
import { maskPhone } from '@/lib/log';
import { remindersStopped } from '@/lib/messages';
import { phoneOfStopToken } from '@/lib/sms/stop-link';
import '@/components/privacy/my-data.css';

type Params = Promise<{ locale: string; token: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'reminders' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export const dynamic = 'force-dynamic';

/** The page of the 'stop reminders' link each message carries; a link we did not make is a 404. */
export default async function StopRemindersPage({ params }: { params: Params }) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  const phone = await phoneOfStopToken(token);
  if (!phone) notFound();
  const t = await getTranslations('reminders');
  const stopped = await remindersStopped(await getDb(), phone);
  return (
    <section className="page account-page my-data">
      <h1>{t('heading', { number: maskPhone(phone) })}</h1>
      <p>{t('lead')}</p>
      <RemindersSwitch token={token} stopped={stopped} text={await remindersText()} />
    </section>
  );
}
