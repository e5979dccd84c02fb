// The password form: the account's password page and enrolment.
export { PasswordForm } from './password-form';
