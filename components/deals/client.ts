// The deals feature's browser-safe components, for the deal page: its points and its tests.
export { DealPoints } from './deal-points';
export { DealTests } from './deal-tests';
