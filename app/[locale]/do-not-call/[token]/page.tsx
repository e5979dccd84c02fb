import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { StopCalls } from '@/components/privacy/do-not-call.entry';
import { localePath } from '@/lib/i18n/locales';
import { maskPhone } from '@/lib/log';
import { MY_DATA_PATH } from '@/lib/privacy/client';
import { phoneOfStopToken } from '@/lib/sms/stop-link';
import '@/components/privacy/my-data.css';

type Params = Promise<{ locale: string; token: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: 'doNotCall' });
  return { title: t('title'), robots: { index: false, follow: false } };
}

export const dynamic = 'force-dynamic';

/** The page of the 'do not call me' link every message carries; a link we did not make is a 404. */
export default async function DoNotCallPage({ params }: { params: Params }) {
  const { locale, token } = await params;
  setRequestLocale(locale);
  // Any token we did not make (a wrong length, a changed character) reads as no number.
  const phone = await phoneOfStopToken(token);
  if (!phone) notFound();
  const t = await getTranslations('doNotCall');
  const masked = maskPhone(phone);
  return (
    <section className="page account-page my-data">
      <h1>{t('title')}</h1>
      <p>{t('lead', { number: masked })}</p>
      <StopCalls
        token={token}
        text={{
          done: t('done', { number: masked }),
          button: t('button', { number: masked }),
          failed: t('failed'),
          wait: t('wait'),
        }}
      />
      <p>
        {t.rich('myData', {
          link: (chunks) => <a href={localePath(locale, MY_DATA_PATH)}>{chunks}</a>,
        })}
      </p>
    </section>
  );
}
