// The deals feature's server entry: the deals, and a deal as a city's page shows it.
import '@/lib/server-api/server-only';
export { getDeal, listDeals, testCount, type Deal, type DealGroup } from './deals';
export { cachedDealInCity, type DealInCity, type DealTestInCity } from './city';
export { localDeal, localDealInCity } from './text';
