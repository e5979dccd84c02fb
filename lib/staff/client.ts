// The staff identity's browser-safe entry: the account calls' wire contract, the roles and the
// areas they open, for the staff screens.
export {
  BACKUP_CODE,
  LOGIN_ERRORS,
  MAX_STAFF_PASSWORD,
  MIN_STAFF_PASSWORD,
  changePasswordBody,
  changeRoleBody,
  createStaffBody,
  disableBody,
  enrolConfirmBody,
  enrolStartBody,
  resetLoginBody,
  staffLoginBody,
  staffLoginForm,
  type EnrolAnswer,
  type StaffLoginAnswer,
  type StaffLoginFormError,
} from './contract';
export { AREAS, ROLE_LABELS, STAFF_ROLES, type Area, type StaffRole } from './roles';
export type { StaffViewer } from './viewer';
export type { CentreOption } from './scope';
