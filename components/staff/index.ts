// The staff identity's screens, with the styles every staff page shares: the navigation, the
// login, enrolment and password forms, and the staff accounts' admin.
import './staff.css';

export { StaffNav } from './nav';
export { StaffLoginForm } from './login-form';
export { EnrolForm } from './enrol-form';
export { PasswordForm } from './password-form';
export { StaffAdmin, type StaffRow } from './staff-admin';
