'use client';

import { StarRating } from '@/components/ui/star-rating';
import type { CustomerCenterReviews } from '@/lib/api/contract';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
});

/**
 * The first reviews, rendered into the HTML on the server. A client leaf so the reviews travel
 * as compact props; the full list is loaded on demand in the browser.
 */
export function ReviewsRegion({
  reviews,
  cityName,
}: {
  reviews: CustomerCenterReviews;
  cityName: string;
}) {
  return (
    <section className="card" aria-labelledby="reviews" id="customer-reviews">
      <h2 id="reviews">Customer reviews</h2>
      {reviews.reviews.length === 0 ? (
        <p className="empty">No Reviews Available</p>
      ) : (
        <>
          <p className="muted">
            {reviews.total_reviews_count.toLocaleString('en-IN')} reviews of partner centres in{' '}
            {cityName}
          </p>
          <ul className="review-list">
            {reviews.reviews.map((r) => (
              <li key={`${r.created}-${r.customer_name}`} className="review">
                <p className="review-head">
                  <strong>{r.customer_name}</strong>{' '}
                  <StarRating rating={r.review_partner_center_rating} />
                </p>
                <p className="muted review-meta">
                  {dateFormat.format(new Date(r.created))}
                  {r.partner_center_name ? ` · ${r.partner_center_name}` : ''}
                </p>
                {/* Sanitised on the server (lib/reviews/sanitise.ts). */}
                <p dangerouslySetInnerHTML={{ __html: r.review_comments }} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
