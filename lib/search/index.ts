// The search feature's server entry: test search in a city, and its results as the browser
// gets them.
import '@/lib/server-api/server-only';
export {
  MAX_QUERY_LENGTH,
  MIN_QUERY_LENGTH,
  SEARCH_LIMIT,
  listAreaOffers,
  normaliseQuery,
  searchProducts,
  searchStatement,
  type SearchCentre,
  type SearchHit,
  type SearchOptions,
} from './search';
export {
  CENTRES_SHOWN,
  toAreaOffersView,
  toResultsView,
  type CentreView,
  type HitView,
  type OfferTuple,
} from './view';
export { areaOffersQuery, areaOffersResponse, type AreaOffers } from './contract';
