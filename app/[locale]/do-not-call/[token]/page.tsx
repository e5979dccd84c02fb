import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { StopCalls } from '@/components/privacy/stop-calls';
import { maskPhone } from '@/lib/log';
import { MY_DATA_PATH } from '@/lib/privacy/client';
import { phoneOfStopToken } from '@/lib/sms/stop-link';
import '@/components/privacy/my-data.css';

export const metadata: Metadata = {
  title: 'Do not call me',
  robots: { index: false, follow: false },
};

export const dynamic = 'force-dynamic';

/** The page of the 'do not call me' link every message carries; a link we did not make is a 404. */
export default async function DoNotCallPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  // Any token we did not make (a wrong length, a changed character) reads as no number.
  const phone = await phoneOfStopToken(token);
  if (!phone) notFound();
  const masked = maskPhone(phone);
  return (
    <section className="page account-page my-data">
      <h1>Do not call me</h1>
      <p>
        Press the button and we stop calling {masked}: its open call-back requests close, and a
        later request from this number is answered without a call. Messages about your bookings and
        login codes still reach you.
      </p>
      <StopCalls token={token} masked={masked} />
      <p>
        To see, download or delete all your data, log in on <a href={MY_DATA_PATH}>My data</a>.
      </p>
    </section>
  );
}
