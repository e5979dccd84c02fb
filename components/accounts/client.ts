// The accounts feature's client components: the number-and-code input another feature shows
// (booking's) and the login form built on it.
export { PhoneCode } from './phone-code';
export { NumberAndCode } from './number-and-code';
export { LoginForm } from './login-form';
