import type { Metadata } from 'next';
import { StaffNav } from '@/components/staff';
import { StaffAdmin, type StaffRow } from '@/components/staff/staff-admin.entry';
import { indiaTime } from '@/lib/locale/india';
import { listOrganisations, listStaff, requireStaffPage, type StaffRole } from '@/lib/staff';

export const metadata: Metadata = { title: 'Staff accounts' };

export default async function StaffAccountsPage() {
  const { viewer, db } = await requireStaffPage('staff', '/ops/staff/');
  const now = new Date();
  const [staff, organisations] = await Promise.all([listStaff(db), listOrganisations(db)]);
  const rows: StaffRow[] = staff.map((s) => {
    const slowed = s.slowedUntil && s.slowedUntil > now ? s.slowedUntil : null;
    return {
      id: s.id,
      email: s.email,
      name: s.name,
      role: s.role as StaffRole,
      organisation: s.organisation,
      disabled: s.disabled,
      enrolled: s.enrolled,
      mustChangePassword: s.mustChangePassword,
      slowedUntil: slowed?.toISOString() ?? null,
      slowedLabel: slowed ? `Logins without a code slowed until ${indiaTime(slowed)} IST` : null,
    };
  });
  return (
    <>
      <StaffNav viewer={viewer} current="staff" />
      <h1>Staff accounts</h1>
      <StaffAdmin rows={rows} organisations={organisations} selfId={viewer.id} />
    </>
  );
}
