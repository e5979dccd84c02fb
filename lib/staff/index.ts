// The staff identity's server entry: sign-in, the second factor, passwords, roles and scope, the
// guard every staff page and call goes through, enrolment, provisioning and the audit log. The
// consoles (lead-queue, booking-desk, centre-console) and the staff routes use it from here.
import '@/lib/server-api/server-only';

export {
  STAFF_ENROL_PATH,
  STAFF_LOGIN_PATH,
  STAFF_NO_STORE,
  outOfScope,
  pendingEnrolment,
  requireStaffPage,
  staffPlatform,
  withStaffApi,
  type StaffContext,
} from './guard';
export { authHeaders, type StaffViewer } from './viewer';
export { AREAS, ROLE_LABELS, STAFF_ROLES, type Area, type StaffRole } from './roles';
export { centreOptions, centreScope, type CentreOption } from './scope';
export {
  AUDIT_ACTIONS,
  AUDIT_PAGE_SIZE,
  audit,
  listAudit,
  type AuditAction,
  type AuditEntry,
} from './audit';
export { auditFilterQuery, toAuditFilter } from './audit-filter';
export { appendStaffCookies } from './cookies';
export { staffLogin, type LoginInput } from './login';
export { staffNextPath } from './next-path';
export { assertOwnPassword, confirmEnrolment, startEnrolment } from './enrol';
export { changeOwnPassword } from './password';
export {
  changeRole,
  createStaffAccount,
  listStaff,
  resetLogin,
  setDisabled,
  unlock,
  type NewStaff,
} from './accounts';
export { createEnrolled } from './provision';
export { getStaffAuth } from './instance';
export { centresOf, listOrganisations } from './organisations';
export { numericParam, staffIdParam } from './params';
