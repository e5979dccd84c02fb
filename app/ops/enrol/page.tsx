import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { EnrolForm } from '@/components/staff/enrol-form';
import { pendingEnrolment, STAFF_LOGIN_PATH } from '@/lib/staff/guard';

export const metadata: Metadata = { title: 'Set up your authenticator' };

export default async function EnrolPage() {
  const current = await pendingEnrolment();
  if (!current) redirect(STAFF_LOGIN_PATH);
  if (current.viewer.enrolled) redirect('/ops/');
  return (
    <section className="staff-login">
      <h1>Set up your authenticator</h1>
      <p className="muted">Signed in as {current.viewer.email}</p>
      <EnrolForm />
    </section>
  );
}
