// The staff login page's form.
export { StaffLoginForm } from './login-form';
