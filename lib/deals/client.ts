// The deals feature's browser-safe entry: the deals themselves (marketing's copy, no server code).
export { getDeal, listDeals, testCount, type Deal, type DealGroup } from './deals';
