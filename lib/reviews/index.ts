// The reviews feature's server entry: a page's reviews and the customer_center_reviews answer.
import '@/lib/server-api/server-only';
export {
  INITIAL_REVIEWS,
  REVIEWS_PAGE_SIZE,
  decodeCursor,
  encodeCursor,
  listReviews,
  reviewsAnswerCached,
  type Cursor,
  type ReviewFilter,
  type ReviewsAnswer,
  type ReviewsRequest,
} from './list';
export {
  customerCenterReviewsQuery,
  customerCenterReviewsResponse,
  type CustomerCenterReviews,
} from './contract';
