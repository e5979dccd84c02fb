// The home feature's browser-safe entry: the popular tests the 404 page offers.
export { popularTestsCalls } from './api';
