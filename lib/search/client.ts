// The search feature's browser-safe entry: its results as the browser gets them, and the call
// for an area's centres.
export { searchCalls } from './api';
export type { AreaOffers } from './contract';
export { CENTRES_SHOWN, type CentreView, type HitView, type OfferTuple } from './view';
