// The accounts feature's browser-safe entry: its browser calls (booking confirms a number
// with the one-time code before Confirm).
export { createAuthApi, type AuthApi } from './api';
