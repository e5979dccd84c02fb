// The search feature's components, for the search page.
export { SearchResults } from './search-results';
export { CitySwitch } from './city-switch';
