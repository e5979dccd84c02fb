import { StarRating } from '@/components/ui/star-rating';
import type { CustomerCenterReviews } from '@/lib/api/contract';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/** The newest reviews, rendered on the server (comments sanitised by lib/reviews). */
export function ReviewList({ reviews, limit }: { reviews: CustomerCenterReviews; limit: number }) {
  if (reviews.reviews.length === 0) return <p className="empty">No Reviews Available</p>;
  return (
    <ul className="review-list">
      {reviews.reviews.slice(0, limit).map((r) => (
        <li key={`${r.created}-${r.customer_name}`} className="review">
          <p className="review-head">
            <strong>{r.customer_name}</strong>{' '}
            <StarRating rating={r.review_partner_center_rating} />
          </p>
          <p className="muted review-meta">
            {dateFormat.format(new Date(r.created))}
            {r.partner_center_name ? ` · ${r.partner_center_name}` : ''}
          </p>
          <p dangerouslySetInnerHTML={{ __html: r.review_comments }} />
        </li>
      ))}
    </ul>
  );
}
