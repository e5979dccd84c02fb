import { StarRating } from '@/components/ui/star-rating';
import type { CustomerCenterReviews } from '@/lib/reviews/contract';
import { indiaDateLabel } from '@/lib/locale/india';

export const REVIEW_TEXTS = {
  loading: 'Loading Reviews. Please Wait...',
  loadingMore: 'Loading Reviews...',
  error: 'Something went wrong. Please try again later',
  empty: 'No Reviews Available',
  showMore: 'Show More Reviews',
} as const;

export type Review = CustomerCenterReviews['reviews'][number];

/** Reviews carry no id; their place in the list completes the key. */
export function reviewKey(r: Review, index: number): string {
  return `${index}-${r.created}-${r.customer_name}`;
}

export function ReviewItem({ review: r }: { review: Review }) {
  return (
    <li className="review">
      <p className="review-head">
        <strong>{r.customer_name}</strong> <StarRating rating={r.review_partner_center_rating} />
      </p>
      <p className="muted review-meta">
        {indiaDateLabel(new Date(r.created))}
        {r.partner_center_name ? ` · ${r.partner_center_name}` : ''}
      </p>
      {/* Sanitised on the server (lib/reviews/sanitise.ts). */}
      <p dangerouslySetInnerHTML={{ __html: r.review_comments }} />
    </li>
  );
}
