import type { Metadata } from 'next';
import { StaffNav } from '@/components/staff';
import { PasswordForm } from '@/components/staff/password.entry';
import { requireStaffPage } from '@/lib/staff';

export const metadata: Metadata = { title: 'Change your password' };

export default async function ChangePasswordPage() {
  const { viewer } = await requireStaffPage('any', '/ops/account/password/');
  return (
    <>
      <StaffNav viewer={viewer} />
      <section className="staff-login">
        <h1>Change your password</h1>
        <p className="muted">Your other sessions end when it changes; this one stays logged in.</p>
        <PasswordForm withCode after="/ops/" />
      </section>
    </>
  );
}
