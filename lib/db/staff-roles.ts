// Apart from staff-schema.ts so that browser code can list the roles without loading Drizzle.
export const STAFF_ROLES = ['admin', 'ops_agent', 'centre_staff', 'marketing'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
