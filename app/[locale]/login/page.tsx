import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { LoginForm } from '@/components/accounts/login-form';
import { safeNextPath } from '@/lib/accounts/next-path';
import { pageViewer } from '@/lib/accounts/viewer';
import '@/components/accounts/accounts.css';

export const metadata: Metadata = {
  title: 'Log in',
  description: 'Log in with a one-time code sent to your mobile number to see your bookings.',
  robots: { index: false, follow: false },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

// Per request (it reads the session cookie), never cached.
export default async function LoginPage({ searchParams }: Props) {
  const next = safeNextPath((await searchParams).next);
  if ((await pageViewer()).isLoggedIn) redirect(next);
  return (
    <section className="page account-page">
      <h1>Log in</h1>
      <p className="muted">
        No password: we send a 6-digit code to your mobile number. Your bookings are kept under it.
      </p>
      <LoginForm next={next} />
    </section>
  );
}
