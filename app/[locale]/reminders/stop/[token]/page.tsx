import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { RemindersSwitch } from '@/components/messages/reminders-switch';
import { getDb } from '@/lib/db';
import { maskPhone } from '@/lib/log';
import { remindersStopped } from '@/lib/messages/opt-out';
import { phoneOfStopToken } from '@/lib/sms/stop-link';
import '@/components/privacy/my-data.css';

export const metadata: Metadata = {
  title: 'Stop reminders',
  robots: { index: false, follow: false },
};

export const dynamic = 'force-dynamic';

/** The page of the 'stop reminders' link each message carries; a link we did not make is a 404. */
export default async function StopRemindersPage({
  params,
}: {
  params: Promise<{ token: string }>;
}) {
  const { token } = await params;
  const phone = await phoneOfStopToken(token);
  if (!phone) notFound();
  const stopped = await remindersStopped(await getDb(), phone);
  return (
    <section className="page account-page my-data">
      <h1>Reminders for {maskPhone(phone)}</h1>
      <p>
        Messages about a booking itself (received, moved, cancelled) still come; reminders before a
        test stop at once.
      </p>
      <RemindersSwitch token={token} stopped={stopped} />
    </section>
  );
}
