// Remembering the visitor's city, for the two pages that choose one (home and a city's page):
// the other pages that use home's index load no script for it.
export { RememberCity } from './remember-city';
