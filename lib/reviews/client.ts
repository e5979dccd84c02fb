// The reviews feature's browser-safe entry: its wire contract's types and its browser call.
export type { CustomerCenterReviews } from './contract';
export { reviewsCalls, type ReviewsCalls, type ReviewsQuery, type ReviewsScope } from './api';
