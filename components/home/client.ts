// The home feature's not-found body apart, for the not-found pages: the pages that choose a
// city do not load its scripts.
export { NotFoundBody } from './not-found-body';
