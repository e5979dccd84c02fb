// The accounts feature's components for app/'s pages: logging out.
export { LogoutButton } from './logout-button';
