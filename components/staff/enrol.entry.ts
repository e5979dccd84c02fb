// The enrolment page's form (it also shows the password form, from password.entry.ts).
export { EnrolForm } from './enrol-form';
