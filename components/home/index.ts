// The home feature's components, for the home, city, search, scans and not-found pages.
export { CityPicker } from './city-picker';
export { CityTests, TestList } from './city-tests';
export { NotFoundBody } from './not-found-body';
export { TestSearch } from './test-search';
