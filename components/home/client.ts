// The home feature's client components apart: remembering the visitor's city, for the pages
// that choose one (the not-found body, on every page already, is in index.ts).
export { RememberCity } from './remember-city';
