import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { EnrolForm } from '@/components/staff/enrol.entry';
import { PasswordForm } from '@/components/staff/password.entry';
import { pendingEnrolment, STAFF_ENROL_PATH, STAFF_LOGIN_PATH } from '@/lib/staff';

export const metadata: Metadata = { title: 'Set up your login' };

export default async function EnrolPage() {
  const current = await pendingEnrolment();
  if (!current) redirect(STAFF_LOGIN_PATH);
  const { viewer } = current;
  if (viewer.passwordChangeRequired) {
    return (
      <section className="staff-login">
        <h1>Choose your password</h1>
        <p className="muted">
          Signed in as {viewer.email}. The password you were given works only to get here: choose
          your own{viewer.enrolled ? '' : ', then set up your authenticator app'}.
        </p>
        <PasswordForm withCode={viewer.enrolled} after={STAFF_ENROL_PATH} />
      </section>
    );
  }
  if (viewer.enrolled) redirect('/ops/');
  return (
    <section className="staff-login">
      <h1>Set up your authenticator</h1>
      <p className="muted">Signed in as {viewer.email}</p>
      <EnrolForm />
    </section>
  );
}
