// The reviews feature's components, for the pages that compose them.
export { ReviewList } from './review-list';
