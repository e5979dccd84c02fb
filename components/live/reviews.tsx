'use client';

import { useState } from 'react';
import useSWR from 'swr';
import type { CustomerCenterReviews } from '@/lib/api/contract';
import { useLive } from './live-context';
import { REVIEW_TEXTS, ReviewItem, reviewKey } from './review-item';
import { ReviewsPopup } from './reviews-popup';

/**
 * SPEC.md point 4, reviews list: the first N reviews (N from the server), with 'Show More
 * Reviews' when there are more. The cached page brings the first answer along, so SWR starts
 * from it instead of asking again; without it (`initial` null) the list loads in the browser.
 */
export function Reviews({ initial }: { initial: CustomerCenterReviews | null }) {
  const { api, inputs } = useLive();
  const [all, setAll] = useState(false);
  const { data, error, isLoading } = useSWR(
    ['reviews', inputs.productRandomId, inputs.cityId],
    () =>
      api.customerCenterReviews({
        show_all_reviews: false,
        city_id: inputs.cityId,
        product_random_id: inputs.productRandomId,
      }),
    { fallbackData: initial ?? undefined, revalidateOnMount: !initial, revalidateOnFocus: false },
  );

  let body;
  if (error) body = <p className="empty">{REVIEW_TEXTS.error}</p>;
  else if (isLoading || !data)
    body = (
      <p className="muted" role="status">
        {REVIEW_TEXTS.loading}
      </p>
    );
  else if (data.reviews.length === 0) body = <p className="empty">{REVIEW_TEXTS.empty}</p>;
  else {
    const n = data.no_of_reviews_to_show_on_initial_load;
    body = (
      <>
        <p className="muted">
          {data.total_reviews_count.toLocaleString('en-IN')} reviews of partner centres in{' '}
          {inputs.cityName}
        </p>
        <ul className="review-list">
          {data.reviews.slice(0, n).map((r, i) => (
            <ReviewItem key={reviewKey(r, i)} review={r} />
          ))}
        </ul>
        {data.total_reviews_count > n && (
          <button type="button" className="button button-outline" onClick={() => setAll(true)}>
            {REVIEW_TEXTS.showMore}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="card" aria-labelledby="reviews" id="customer-reviews">
      <h2 id="reviews">Customer reviews</h2>
      {body}
      <ReviewsPopup open={all} onClose={() => setAll(false)} />
    </section>
  );
}
