import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { StaffLoginForm } from '@/components/staff/login-form';
import { pendingEnrolment } from '@/lib/staff/guard';
import { staffNextPath } from '@/lib/staff/next-path';

export const metadata: Metadata = { title: 'Staff login' };

export default async function StaffLoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const next = staffNextPath((await searchParams).next);
  const current = await pendingEnrolment();
  if (current) redirect(current.viewer.enrolled ? next : '/ops/enrol/');
  return (
    <section className="staff-login">
      <h1>Staff login</h1>
      <p className="muted">For the operations team, partner centres and admins.</p>
      <StaffLoginForm next={next} />
    </section>
  );
}
