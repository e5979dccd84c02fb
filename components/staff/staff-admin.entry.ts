// The staff accounts page's table and forms.
export { StaffAdmin, type StaffRow } from './staff-admin';
