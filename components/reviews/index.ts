// The reviews feature's components, for the pages that compose them.
export { Reviews, type ReviewsScope } from './reviews';
export { ReviewList } from './review-list';
