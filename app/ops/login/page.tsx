import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { StaffLoginForm } from '@/components/staff/login.entry';
import { LOGIN_ERRORS, type StaffLoginFormError } from '@/lib/staff/client';
import { pendingEnrolment, staffNextPath } from '@/lib/staff';

export const metadata: Metadata = { title: 'Staff login' };

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

export default async function StaffLoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const next = staffNextPath(query.next);
  const current = await pendingEnrolment();
  if (current) {
    redirect(
      current.viewer.enrolled && !current.viewer.passwordChangeRequired ? next : '/ops/enrol/',
    );
  }
  // Only the codes the login route sends back; anything else in the address is ignored.
  const raw = first(query.error);
  const error = raw && Object.hasOwn(LOGIN_ERRORS, raw) ? (raw as StaffLoginFormError) : null;
  return (
    <section className="staff-login">
      <h1>Staff login</h1>
      <p className="muted">For the operations team, partner centres and admins.</p>
      <StaffLoginForm
        key={`${raw ?? ''}:${first(query.step) ?? ''}`}
        next={next}
        step={first(query.step) === 'code' ? 'code' : 'password'}
        error={error}
      />
    </section>
  );
}
