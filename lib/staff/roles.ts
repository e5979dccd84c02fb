import type { StaffRole } from '@/lib/db/staff-roles';

export { STAFF_ROLES, type StaffRole } from '@/lib/db/staff-roles';

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  ops_agent: 'Operations agent',
  centre_staff: 'Centre staff',
  marketing: 'Marketing',
};

/** Who may open each staff area. A role outside it gets 404, as if the area did not exist. */
export const AREAS = {
  leads: ['admin', 'ops_agent'],
  bookings: ['admin', 'ops_agent', 'centre_staff'],
  bookOnBehalf: ['admin', 'ops_agent'],
  staff: ['admin'],
  audit: ['admin'],
  // The centre's day (/partner/): its own staff, and admin for support.
  partner: ['admin', 'centre_staff'],
  // Campaign links and their report: counts only, never a patient's data.
  campaigns: ['admin', 'marketing'],
  /** The promises the storefront keeps, for real days: rates, no patient's data. */
  promises: ['admin', 'ops_agent'],
  /** The sources and mediums links may use: the admin keeps the list. */
  campaignChannels: ['admin'],
  /** The staffing forecast and roster: agents needed against agents rostered, no patient's data. */
  staffing: ['admin', 'ops_agent'],
  /** The agents' weekly shifts: the admin keeps the roster. */
  roster: ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type Area = keyof typeof AREAS;
