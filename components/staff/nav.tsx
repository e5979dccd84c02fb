import Link from 'next/link';
import { AREAS, ROLE_LABELS, type Area } from '@/lib/staff/roles';
import type { StaffViewer } from '@/lib/staff/viewer';
import { LogoutButton } from './logout-button';

const LINKS: { area: Area; href: string; label: string }[] = [
  { area: 'partner', href: '/partner/', label: 'Centre’s day' },
  { area: 'leads', href: '/ops/leads/', label: 'Call-back queue' },
  { area: 'bookings', href: '/ops/bookings/', label: 'Bookings' },
  { area: 'staff', href: '/ops/staff/', label: 'Staff' },
  { area: 'promises', href: '/ops/promises/', label: 'Promises kept' },
  { area: 'staffing', href: '/ops/staffing/', label: 'Staffing' },
  { area: 'campaigns', href: '/ops/campaigns/', label: 'Campaigns' },
  { area: 'audit', href: '/ops/audit/', label: 'Audit trail' },
];

/** The staff console's navigation: only the areas the member's role opens. */
export function StaffNav({ viewer, current }: { viewer: StaffViewer; current?: Area }) {
  return (
    <nav className="staff-nav" aria-label="Staff">
      {LINKS.filter((l) => (AREAS[l.area] as readonly string[]).includes(viewer.role)).map((l) => (
        <Link
          key={l.area}
          href={l.href}
          prefetch={false}
          aria-current={current === l.area ? 'page' : undefined}
        >
          {l.label}
        </Link>
      ))}
      <span className="staff-account">
        <span className="staff-who">
          {viewer.name} · {ROLE_LABELS[viewer.role]}
        </span>
        <Link href="/ops/account/password/" prefetch={false}>
          Password
        </Link>
        <LogoutButton />
      </span>
    </nav>
  );
}
