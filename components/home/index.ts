// The home feature's components, for the home, city, search, scans and deal pages.
export { CityPicker } from './city-picker';
export { CityTests, TestList } from './city-tests';
export { TestSearch } from './test-search';
