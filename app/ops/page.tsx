import { redirect } from 'next/navigation';
import { requireStaffPage, type StaffRole } from '@/lib/staff';

// Each an area the role opens (lib/staff/roles.ts AREAS).
const HOME_OF: Record<StaffRole, string> = {
  admin: '/ops/leads/',
  ops_agent: '/ops/leads/',
  centre_staff: '/ops/bookings/',
  marketing: '/ops/campaigns/',
};

/** The staff side's front door: each role starts where its work is. */
export default async function StaffHome() {
  const { viewer } = await requireStaffPage('any', '/ops/');
  redirect(HOME_OF[viewer.role]);
}
