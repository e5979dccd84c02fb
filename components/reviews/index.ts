// The reviews feature's components, for the pages that compose them.
export { Reviews } from './reviews';
export { ReviewList } from './review-list';
